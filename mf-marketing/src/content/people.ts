// About Us: the society's people. Every name, photo and link here is a SAMPLE that the organisers replace with
// the real team before the site goes live.
import type { peopleImages } from '../assets/media/people';

type PersonPhotoKey = keyof typeof peopleImages;
export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'linkedin';

export interface Person {
  name: string;
  photo: PersonPhotoKey;
  /** Optional profile links; each opens in a new tab. */
  links?: Partial<Record<SocialNetwork, string>>;
}

export interface RoleGroup {
  role: string;
  /** What each person in the group is called (the group's heading may be plural). */
  title: string;
  people: Person[];
}

export interface CoreTeam {
  id: string;
  label: string;
  title: string;
  people: Person[];
}

const sampleLinks = (handle: string): Person['links'] => ({
  linkedin: `https://www.linkedin.com/in/${handle}`,
  instagram: `https://www.instagram.com/${handle}`,
});

export const aboutUs = {
  intro:
    'The society is run by its office bearers and a core team of heads, guided by the Head of Department. ' +
    'The profiles below are samples, to be replaced with the real team.',
};

export const officeBearers: RoleGroup[] = [
  {
    role: 'Head of Department',
    title: 'Head of Department',
    people: [{ name: 'Prof. A. Sample', photo: 'people-01' }],
  },
  {
    role: 'President',
    title: 'President',
    people: [
      {
        name: 'Riya Sample',
        photo: 'people-02',
        links: { ...sampleLinks('sample-president'), facebook: 'https://www.facebook.com/sample.president' },
      },
    ],
  },
  {
    role: 'Vice President',
    title: 'Vice President',
    people: [{ name: 'Kabir Sample', photo: 'people-03', links: sampleLinks('sample-vice-president') }],
  },
  {
    role: 'Treasurer',
    title: 'Treasurer',
    people: [
      { name: 'Meera Sample', photo: 'people-04', links: { linkedin: 'https://www.linkedin.com/in/sample-treasurer' } },
    ],
  },
  {
    role: 'General Secretaries',
    title: 'General Secretary',
    people: [
      {
        name: 'Arjun Sample',
        photo: 'people-05',
        links: { twitter: 'https://x.com/sample_gensec_one', ...sampleLinks('sample-gensec-one') },
      },
      { name: 'Sana Sample', photo: 'people-06', links: sampleLinks('sample-gensec-two') },
    ],
  },
];

export const coreTeams: CoreTeam[] = [
  {
    id: 'web',
    label: 'Web Heads',
    title: 'Web Head',
    people: [
      {
        name: 'Dev Sample',
        photo: 'people-07',
        links: { linkedin: 'https://www.linkedin.com/in/sample-web-one', twitter: 'https://x.com/sample_web_one' },
      },
      { name: 'Isha Sample', photo: 'people-08', links: sampleLinks('sample-web-two') },
    ],
  },
  {
    id: 'sponsorship',
    label: 'Sponsorship Heads',
    title: 'Sponsorship Head',
    people: [
      { name: 'Rohan Sample', photo: 'people-09', links: sampleLinks('sample-sponsorship-one') },
      {
        name: 'Tara Sample',
        photo: 'people-10',
        links: { facebook: 'https://www.facebook.com/sample.sponsorship.two' },
      },
    ],
  },
  {
    id: 'events',
    label: 'Event Heads',
    title: 'Event Head',
    people: [
      { name: 'Neel Sample', photo: 'people-11', links: sampleLinks('sample-events-one') },
      { name: 'Zoya Sample', photo: 'people-12' },
    ],
  },
  {
    id: 'publicity',
    label: 'Publicity Heads',
    title: 'Publicity Head',
    people: [
      {
        name: 'Vikram Sample',
        photo: 'people-13',
        links: { instagram: 'https://www.instagram.com/sample_publicity_one' },
      },
      { name: 'Anika Sample', photo: 'people-14', links: sampleLinks('sample-publicity-two') },
    ],
  },
  {
    id: 'design',
    label: 'Design Heads',
    title: 'Design Head',
    people: [
      { name: 'Kiran Sample', photo: 'people-15', links: sampleLinks('sample-design-one') },
      { name: 'Leela Sample', photo: 'people-16', links: { twitter: 'https://x.com/sample_design_two' } },
    ],
  },
];
