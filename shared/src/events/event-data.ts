import type { CatalogueEvent } from './event-types';

const to = (id: string) => `/great-step/events/competitions/${id}`;
const contact = 'TMES Events Desk';

/**
 * The fest's events (FACTS.md). Organisers edit texts, links and numbers here; prizes and team sizes are read by
 * both the events pages and the API, so a change here changes the rules the server enforces.
 */
export const events: readonly CatalogueEvent[] = [
  {
    id: 'Safety_DA', key: 'Safety_DA', name: 'Mine Safety and Geo-Data Analytics', group: 'tech',
    prize: 15000, teamLen: 4, img: 'safety-da', to: to('Safety_DA'), contact, live: true,
    tagline: 'Turn mine data into safer operations.',
    info: [
      'Teams analyse real-world style mining and geo-data sets to find the patterns behind accidents and near misses, and propose measures that make operations safer.',
      'An online round shortlists the teams; the finalists present their analysis on campus during the fest.',
    ],
  },
  {
    id: 'Petro_CS', key: 'Petro_CS', name: 'Petro Case Study', group: 'oncampus',
    prize: 25000, teamLen: 4, img: 'petro-cs', to: to('Petro_CS'), contact, live: true,
    tagline: 'Crack a case from the petroleum industry.',
    info: [
      'A case study on the trends and challenges shaping the petroleum industry, from exploration to markets.',
      'Teams submit a written solution in the online round; the shortlisted teams defend it offline before the judges.',
    ],
  },
  {
    id: 'Enviro_CS', key: 'Enviro_CS', name: 'Enviro Case Study', group: 'oncampus',
    prize: 25000, teamLen: 4, img: 'enviro-cs', to: to('Enviro_CS'), contact, live: true,
    tagline: 'Solve the environmental problems of mining.',
    info: [
      'Mining changes land, water and air. This case study asks teams to study one such problem and design a practical remedy.',
      'A paper round comes first; the best teams then debate and present their solutions at the fest.',
    ],
  },
  {
    id: 'Mine_CS', key: 'Mine_CS', name: 'National Mining Innovation Challenge', group: 'oncampus',
    prize: 30000, teamLen: 4, img: 'mine-cs', to: to('Mine_CS'), contact, live: true,
    tagline: 'Innovate for the future of mining and geoscience.',
    info: [
      'A national challenge on recent advances in mining and the geosciences, open to undergraduate and postgraduate teams.',
      'It runs in two rounds: an online submission and a final presentation on campus.',
    ],
  },
  {
    id: 'Safety_Hunt', key: 'Safety_Hunt', name: 'Safety Hunt', group: 'oncampus',
    prize: 6000, teamLen: 3, img: 'safety-hunt', to: to('Safety_Hunt'), contact, live: true,
    tagline: 'Spot the hazards, fix them on the spot.',
    info: [
      'Teams face a practical mining safety problem on the spot and must find the hazards and the right response against the clock.',
    ],
  },
  {
    id: 'Geobotics', key: 'Geobotics', name: 'Geobotics', group: 'oncampus',
    prize: 31000, teamLen: 4, img: 'geobotics', to: to('Geobotics'), contact, live: true,
    tagline: 'Robots for places people should not go.',
    info: [
      'Design and build a robot that works where mining is hazardous or out of reach: underground voids, unstable slopes, flooded workings.',
      'The problem statement sets the arena and the tasks the robot must complete.',
    ],
  },
  {
    id: 'Indu_Design', key: 'Indu_Design', name: 'Industrial Design', group: 'oncampus',
    prize: 25000, teamLen: 4, img: 'indu-design', to: to('Indu_Design'), contact, live: true,
    tagline: 'From sketch to prototype overnight.',
    info: [
      'A written preliminary round selects the teams, who then turn their design into a working prototype in one overnight session.',
    ],
  },
  {
    id: 'Nmic', key: 'Nmic', name: 'Rock - Resiliance', group: 'oncampus',
    prize: 15000, teamLen: 4, img: 'nmic', to: to('Nmic'), contact, live: true,
    tagline: 'Geology, rock mechanics and sustainable mining.',
    info: [
      'A competition on geology, rock mechanics and sustainable mining practice: teams answer a problem statement and submit their solution for judging.',
    ],
  },
  {
    id: 'Mineac', key: 'Mineac', name: 'Mineac', group: 'oncampus',
    prize: 15000, teamLen: 4, img: 'mineac', to: to('Mineac'), contact, live: true,
    tagline: 'The mining and geology quiz.',
    info: ['A quiz on mining and geology in two phases: a written elimination and a stage final for the top teams.'],
  },
  {
    id: 'QS', key: 'Quiz_Spiel', name: 'Quiz Spiel', group: 'online',
    prize: 6000, teamLen: 1, img: 'quiz-spiel', to: to('QS'), contact, live: false,
    tagline: 'Five days, five rounds, one winner.',
    info: [
      'An online individual quiz over five days, one round a day, from 3rd to 7th March.',
      'Each round opens in a quiz form; scores add up across the days.',
    ],
  },
  {
    id: 'MS', key: 'Mine_Shot', name: 'Mine Shot', group: 'online',
    prize: 6000, teamLen: 1, img: 'mine-shot', to: to('MS'), contact, live: true,
    tagline: 'Photograph the world of mining.',
    info: [
      'An online photography contest held every year since 2014. Entries are posted online and judged on the likes they gather.',
    ],
  },
  {
    id: 'gth', key: null, name: 'Guess The Theme', group: 'fun',
    prize: null, teamLen: null, img: 'guess-the-theme', to: to('gth'), contact, live: false,
    tagline: "Guess this year's theme in two words.",
    info: ["Guess the fest's theme: one word of four letters and one of seven. One guess per person; winners hear from us after the theme is announced."],
  },
  {
    id: 'quiz', key: 'publiQuiz', name: 'Quizomania', group: 'fun',
    prize: null, teamLen: null, img: 'quizomania', to: to('quiz'), contact, live: false,
    tagline: 'A quiz for everyone.',
    info: ['A general quiz taken in an embedded form once you have registered.'],
  },
  {
    id: 'Pitch_Perfect', key: 'Pitch_Perfect', name: 'Pitch Perfect', group: 'unlisted',
    prize: 15000, teamLen: 3, img: 'pitch-perfect', to: to('Pitch_Perfect'), contact, live: false,
    tagline: 'Pitch your idea to judges and investors.',
    info: ['Teams pitch an idea to a panel of judges and investors and answer their questions.'],
  },
  {
    id: 'code_ext', key: 'code_ext', name: 'CODE-X-TRACTION', group: 'unlisted',
    prize: 80000, teamLen: null, img: 'code-ext', to: to('code_ext'), contact, live: false, comingSoon: true,
    tagline: 'A three-hour coding contest.',
    info: ['A three-hour competitive programming contest. Details are coming soon.'],
  },
  {
    id: 'Mine_A_Thon', key: 'Mine_A_Thon', name: 'Mine-A-Thon', group: 'unlisted',
    prize: 60000, teamLen: 4, img: 'mine-a-thon', to: to('Mine_A_Thon'), contact, live: false,
    tagline: 'A web-a-thon for sustainable mining.',
    info: ['A mining-themed web-a-thon: build a web solution for a problem of sustainable mining.'],
  },
];
