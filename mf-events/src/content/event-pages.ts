/**
 * Which page each event id shows (docs/PRODUCT.md#event-pages). Ids not named here show the general competition page;
 * ids outside the catalogue show the 404 page; events the catalogue marks `comingSoon` show the coming-soon page.
 */
export type EventPageKind = 'competition' | 'detail' | 'guess-the-theme' | 'quizomania';

export const eventPageKinds: Readonly<Record<string, EventPageKind>> = {
  gth: 'guess-the-theme',
  quiz: 'quizomania',
  // Not on the listing: a static page with the event's details, without registration on the site.
  Pitch_Perfect: 'detail',
  Mine_A_Thon: 'detail',
};
