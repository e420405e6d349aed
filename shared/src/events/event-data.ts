import type { CatalogueEvent } from './event-types';

const to = (id: string) => `/great-step/events/competitions/${id}`;

/**
 * The fest's events as the API enforces them (docs/CONTENT.md#events): ids and registration keys, names, team sizes,
 * and whether registration is open. The API, the events pages and the account pages all read this list, so a change
 * here changes the rules the server enforces and rebuilds every app. Prizes, words, dates and pictures are the events
 * remote's (mf-events/src/content/events.ts): a change there rebuilds that remote alone.
 */
const catalogue = [
  {
    id: 'Safety_DA',
    key: 'Safety_DA',
    name: 'Mine Safety and Geo-Data Analytics',
    teamLen: 4,
    to: to('Safety_DA'),
  },
  {
    id: 'Petro_CS',
    key: 'Petro_CS',
    name: 'Petro Case Study',
    teamLen: 4,
    to: to('Petro_CS'),
  },
  {
    id: 'Enviro_CS',
    key: 'Enviro_CS',
    name: 'Enviro Case Study',
    teamLen: 4,
    to: to('Enviro_CS'),
  },
  {
    id: 'Mine_CS',
    key: 'Mine_CS',
    name: 'National Mining Innovation Challenge',
    teamLen: 4,
    to: to('Mine_CS'),
  },
  {
    id: 'Safety_Hunt',
    key: 'Safety_Hunt',
    name: 'Safety Hunt',
    teamLen: 3,
    to: to('Safety_Hunt'),
  },
  {
    id: 'Geobotics',
    key: 'Geobotics',
    name: 'Geobotics',
    teamLen: 4,
    to: to('Geobotics'),
  },
  {
    id: 'Indu_Design',
    key: 'Indu_Design',
    name: 'Industrial Design',
    teamLen: 4,
    to: to('Indu_Design'),
  },
  {
    id: 'Nmic',
    key: 'Nmic',
    name: 'Rock - Resilience',
    teamLen: 4,
    to: to('Nmic'),
  },
  {
    id: 'Mineac',
    key: 'Mineac',
    name: 'Mineac',
    teamLen: 4,
    to: to('Mineac'),
  },
  {
    id: 'QS',
    key: 'Quiz_Spiel',
    name: 'Quiz Spiel',
    teamLen: 1,
    to: to('QS'),
  },
  {
    id: 'MS',
    key: 'Mine_Shot',
    name: 'Mine Shot',
    teamLen: 1,
    to: to('MS'),
  },
  {
    id: 'gth',
    key: null,
    name: 'Guess The Theme',
    teamLen: null,
    to: to('gth'),
  },
  {
    id: 'quiz',
    key: 'publiQuiz',
    name: 'Quizomania',
    teamLen: null,
    to: to('quiz'),
  },
  {
    id: 'Pitch_Perfect',
    key: 'Pitch_Perfect',
    name: 'Pitch Perfect',
    teamLen: 3,
    to: to('Pitch_Perfect'),
  },
  {
    id: 'code_ext',
    key: 'code_ext',
    name: 'CODE-X-TRACTION',
    teamLen: null,
    to: to('code_ext'),
    comingSoon: true,
  },
  {
    id: 'Mine_A_Thon',
    key: 'Mine_A_Thon',
    name: 'Mine-A-Thon',
    teamLen: 4,
    to: to('Mine_A_Thon'),
  },
] as const satisfies readonly CatalogueEvent[];

/** The id of an event of the catalogue: the events remote keys its content by it. */
export type EventId = (typeof catalogue)[number]['id'];

export const events: readonly CatalogueEvent[] = catalogue;
