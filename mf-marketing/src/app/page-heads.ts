import type { PageHeadDeclaration } from '@greatstep/shared';
import { homeHeader } from '../content/home';
import { aboutUs } from '../content/people';
import { society } from '../content/society';
import type { RouteName } from './route-paths';

/**
 * The head of every public page of this remote (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes): pure data
 * from this remote's content, published with its build. /sample, the original route table's placeholder, is nobody's
 * to find: it is not listed. Each title is the one the page itself renders (its <title>), so the tab does not change
 * as the browser takes over.
 */
const SITE = 'GreatStep 2025';
const KICKER = 'TMES · IIT Kharagpur';
const FEST =
  "GreatStep 2025, 28–30 March at IIT Kharagpur: the technical and management fest of TMES, the Department of Mining Engineering's student society.";

export const pageHeads: ReadonlyArray<PageHeadDeclaration<RouteName>> = [
  {
    route: 'home',
    path: '/',
    title: `${SITE} | TMES IIT Kharagpur`,
    description: `${FEST} Competitions, guest lectures, workshops and a panel discussion.`,
    preview: {
      art: 'src/assets/media/carousel/carousel-01-800.jpg',
      kicker: `${KICKER} · ${homeHeader.presents}`,
      title: homeHeader.festTitle,
      lines: [
        { label: 'Dates', value: homeHeader.dates },
        { label: 'Events', value: 'Competitions, workshops, a panel discussion' },
      ],
      alt: `${homeHeader.festTitle}, ${homeHeader.dates}, at IIT Kharagpur`,
    },
  },
  {
    route: 'society',
    path: '/tmes',
    title: `TMES | ${SITE}`,
    description: society.about[0] ?? FEST,
    preview: {
      art: 'src/assets/media/gallery/gallery-04-800.jpg',
      kicker: KICKER,
      title: society.name,
      lines: [
        { label: 'Society', value: 'The students of Mining Engineering' },
        { label: 'Hosts', value: "GREAT-STEP'25" },
      ],
      alt: `${society.name}, IIT Kharagpur`,
    },
  },
  {
    route: 'about',
    path: '/aboutus',
    title: `About Us | ${SITE}`,
    description: `Who runs TMES and ${SITE}: the office bearers and the core team. ${aboutUs.intro.split('. ')[0]}.`,
    preview: {
      art: 'src/assets/media/gallery/gallery-01-800.jpg',
      kicker: KICKER,
      title: 'About Us',
      lines: [
        { label: 'People', value: 'The office bearers and the core team' },
        { label: 'Fest', value: `${SITE}, 28–30 March` },
      ],
      alt: `The people of TMES, who run ${SITE}`,
    },
  },
];
