import type { EventId } from '@greatstep/shared/events';
import type { EventDates } from './fest';

export type EventGroup = 'tech' | 'oncampus' | 'online' | 'fun' | 'unlisted';

/**
 * Where one takes part (docs/PRODUCT.md#when-the-events-take-place): on campus, online (on the event's page or the form
 * it links), or an online round first and then the final round on campus.
 */
export type EventAttendance = 'campus' | 'online' | 'online-then-campus';

/**
 * What the events pages say of one event (docs/CONTENT.md#events): its card, its page, its head and preview picture.
 * The rules the API enforces (id, registration key, name, team size, registration open) are the library's catalogue.
 */
export interface EventContent {
  /** Prize money in rupees, or null where none is offered. */
  prize: number | null;
  /** When it takes place, where that is not the fest's own dates (fest.ts). */
  dates?: EventDates;
  /** Where one takes part: what a search engine is told of the event's place (schema.org attendance mode). */
  attendance: EventAttendance;
  /** Its group of the listing; unlisted events have a page and no card. */
  group: EventGroup;
  /** Name of the event image in this remote's assets (src/assets/events/). */
  img: string;
  contact: string;
  phoneno?: string;
  /** Live events get the highlighted card style. */
  live: boolean;
  /**
   * Register locks after one click on every event; on these it unlocks again when the server was never reached (the
   * original site's behaviour for its online quiz, kept), so a visitor who lost the network can try again.
   */
  registerRetriesUnreached?: boolean;
  /** Rules and problem statement elsewhere, in place of our own documents (event-documents.json). */
  rules?: string;
  ps?: string;
  /** The form entries are sent through, linked once a visitor has registered. */
  submission?: string;
  /** Short line for the listing card. */
  tagline: string;
  /** Paragraphs of the event page. */
  info: string[];
}

/** Listing order of the groups (docs/PRODUCT.md#events-listing); unlisted events still have pages. */
export const eventGroups: ReadonlyArray<{ group: EventGroup; title: string }> = [
  { group: 'tech', title: 'Tech Events 2025' },
  { group: 'oncampus', title: 'Oncampus Events 2025' },
  { group: 'online', title: 'Online Events 2025' },
  { group: 'fun', title: 'Have Fun' },
];

const contact = 'TMES Events Desk';

/**
 * Each event's prize, words, dates and picture, by event id. Organisers edit them here: a change rebuilds this remote
 * alone (its pages, heads and preview pictures), and the site serves it once the remote is released. Every event of the
 * catalogue has an entry, and no other id does (the type holds both).
 */
export const eventContent: Readonly<Record<EventId, EventContent>> = {
  Safety_DA: {
    prize: 15000,
    group: 'tech',
    attendance: 'online-then-campus',
    img: 'safety-da',
    contact,
    live: true,
    tagline: 'Turn mine data into safer operations.',
    info: [
      'Teams analyse real-world style mining and geo-data sets to find the patterns behind accidents and near misses, and propose measures that make operations safer.',
      'An online round shortlists the teams; the finalists present their analysis on campus during the fest.',
    ],
  },
  Petro_CS: {
    prize: 25000,
    group: 'oncampus',
    attendance: 'online-then-campus',
    img: 'petro-cs',
    contact,
    live: true,
    tagline: 'Crack a case from the petroleum industry.',
    info: [
      'A case study on the trends and challenges shaping the petroleum industry, from exploration to markets.',
      'Teams submit a written solution in the online round; the shortlisted teams defend it offline before the judges.',
    ],
  },
  Enviro_CS: {
    prize: 25000,
    group: 'oncampus',
    attendance: 'campus',
    img: 'enviro-cs',
    contact,
    live: true,
    tagline: 'Solve the environmental problems of mining.',
    info: [
      'Mining changes land, water and air. This case study asks teams to study one such problem and design a practical remedy.',
      'A paper round comes first; the best teams then debate and present their solutions at the fest.',
    ],
  },
  Mine_CS: {
    prize: 30000,
    group: 'oncampus',
    attendance: 'online-then-campus',
    img: 'mine-cs',
    contact,
    live: true,
    tagline: 'Innovate for the future of mining and geoscience.',
    info: [
      'A national challenge on recent advances in mining and the geosciences, open to undergraduate and postgraduate teams.',
      'It runs in two rounds: an online submission and a final presentation on campus.',
    ],
  },
  Safety_Hunt: {
    prize: 6000,
    group: 'oncampus',
    attendance: 'campus',
    img: 'safety-hunt',
    contact,
    live: true,
    tagline: 'Spot the hazards, fix them on the spot.',
    info: [
      'Teams face a practical mining safety problem on the spot and must find the hazards and the right response against the clock.',
    ],
  },
  Geobotics: {
    prize: 31000,
    group: 'oncampus',
    attendance: 'campus',
    img: 'geobotics',
    contact,
    live: true,
    tagline: 'Robots for places people should not go.',
    info: [
      'Design and build a robot that works where mining is hazardous or out of reach: underground voids, unstable slopes, flooded workings.',
      'The problem statement sets the arena and the tasks the robot must complete.',
    ],
  },
  Indu_Design: {
    prize: 25000,
    group: 'oncampus',
    attendance: 'campus',
    img: 'indu-design',
    contact,
    live: true,
    tagline: 'From sketch to prototype overnight.',
    info: [
      'A written preliminary round selects the teams, who then turn their design into a working prototype in one overnight session.',
    ],
  },
  Nmic: {
    prize: 15000,
    group: 'oncampus',
    attendance: 'campus',
    img: 'nmic',
    contact,
    live: true,
    tagline: 'Geology, rock mechanics and sustainable mining.',
    info: [
      'A competition on geology, rock mechanics and sustainable mining practice: teams answer a problem statement and submit their solution for judging.',
    ],
  },
  Mineac: {
    prize: 15000,
    group: 'oncampus',
    attendance: 'campus',
    img: 'mineac',
    contact,
    live: true,
    tagline: 'The mining and geology quiz.',
    info: ['A quiz on mining and geology in two phases: a written elimination and a stage final for the top teams.'],
  },
  QS: {
    prize: 6000,
    // Online over five days before the fest (docs/PRODUCT.md#mine-shot-and-quizomania).
    dates: { start: '2025-03-03T09:00:00+05:30', end: '2025-03-07T21:00:00+05:30' },
    group: 'online',
    attendance: 'online',
    img: 'quiz-spiel',
    contact,
    live: false,
    registerRetriesUnreached: true,
    tagline: 'Five days, five rounds, one winner.',
    info: [
      'An online individual quiz over five days, one round a day, from 3rd to 7th March.',
      'Each round opens in a quiz form; scores add up across the days.',
    ],
  },
  MS: {
    prize: 6000,
    group: 'online',
    attendance: 'online',
    img: 'mine-shot',
    contact,
    live: true,
    tagline: 'Photograph the world of mining.',
    info: [
      'An online photography contest held every year since 2014. Entries are posted online and judged on the likes they gather.',
    ],
  },
  gth: {
    prize: null,
    group: 'fun',
    attendance: 'online',
    img: 'guess-the-theme',
    contact,
    live: false,
    tagline: "Guess this year's theme in two words.",
    info: [
      "Guess the fest's theme: one word of four letters and one of seven. One guess per person; winners hear from us after the theme is announced.",
    ],
  },
  quiz: {
    prize: null,
    group: 'fun',
    attendance: 'online',
    img: 'quizomania',
    contact,
    live: false,
    tagline: 'A quiz for everyone.',
    info: ['A general quiz taken in an embedded form once you have registered.'],
  },
  Pitch_Perfect: {
    prize: 15000,
    group: 'unlisted',
    attendance: 'campus',
    img: 'pitch-perfect',
    contact,
    live: false,
    tagline: 'Pitch your idea to judges and investors.',
    info: ['Teams pitch an idea to a panel of judges and investors and answer their questions.'],
  },
  code_ext: {
    prize: 80000,
    group: 'unlisted',
    attendance: 'campus',
    img: 'code-ext',
    contact,
    live: false,
    tagline: 'A three-hour coding contest.',
    info: ['A three-hour competitive programming contest. Details are coming soon.'],
  },
  Mine_A_Thon: {
    prize: 60000,
    group: 'unlisted',
    attendance: 'campus',
    img: 'mine-a-thon',
    contact,
    live: false,
    tagline: 'A web-a-thon for sustainable mining.',
    info: ['A mining-themed web-a-thon: build a web solution for a problem of sustainable mining.'],
  },
};
