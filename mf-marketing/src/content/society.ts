// The society page (/tmes). Organisers edit this file; the components only lay it out.
import type { galleryImages } from '../assets/media/gallery';

export type GalleryImageKey = keyof typeof galleryImages;

export interface NotedEvent {
  title: string;
  text: string;
  /** An outside page about the event; opens in a new tab. */
  link?: { href: string; label: string };
}

export const society = {
  name: 'Technology Mining Engineering Society',
  about: [
    'TMES is the student society of the Department of Mining Engineering at IIT Kharagpur. It is run by students ' +
      'for students, and it links the classroom with the people and places of the mining industry.',
    'Through the year we welcome new batches, celebrate our teachers, take the department on trips down real mines ' +
      "and send our final-year students off in style. Every March we also host GREAT-STEP, the department's fest.",
  ],
};

export const notedEvents: NotedEvent[] = [
  {
    title: 'Freshers introduction',
    text: 'The first evening of the year: new students meet their seniors and teachers, and every batch finds its voice.',
  },
  {
    title: 'TMES on the web',
    text: "News, results and the society's archive live on our main website.",
    link: { href: 'https://www.tmesiitkgp.in', label: 'Visit the TMES website' },
  },
  {
    title: 'Teacher day celebration',
    text: 'Students thank the faculty with a morning of speeches, music and the odd affectionate impression.',
  },
  {
    title: 'Annual departmental picnic',
    text: 'One winter day away from the drawing boards: games, food and the whole department in one place.',
  },
  {
    title: 'Mine visits',
    text: 'Trips to working opencast and underground mines, where lessons on safety and machinery become real.',
  },
  {
    title: 'Final-year farewell',
    text: 'The department says goodbye to its graduating batch with memories, awards and a last group photo.',
  },
];

export const gallery = {
  title: 'Gallery',
  images: [
    { image: 'gallery-01', alt: 'Illustration: stage lights above the freshers evening crowd' },
    { image: 'gallery-02', alt: 'Illustration: bunting over the picnic ground' },
    { image: 'gallery-03', alt: 'Illustration: the night sky over a quarry on a mine visit' },
    { image: 'gallery-04', alt: 'Illustration: pit benches in the afternoon sun' },
    { image: 'gallery-05', alt: 'Illustration: a headframe seen on the way back from a mine visit' },
  ] satisfies ReadonlyArray<{ image: GalleryImageKey; alt: string }>,
};
