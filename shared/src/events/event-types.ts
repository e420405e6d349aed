export type EventGroup = 'tech' | 'oncampus' | 'online' | 'fun' | 'unlisted';

/** One event of the static catalogue (docs/CONTENT.md#events). */
export interface CatalogueEvent {
  /** Route id under /great-step/events/competitions/. */
  id: string;
  /** Key sent to the API for teams, or null where there is no registration (Guess The Theme). */
  key: string | null;
  name: string;
  group: EventGroup;
  /** Prize money in rupees, or null where none is offered. */
  prize: number | null;
  /** Team size counting the leader, or null where the original did not say. */
  teamLen: number | null;
  /** Short line for the listing card. */
  tagline: string;
  /** Paragraphs of the event page. */
  info: string[];
  /** Name of the event image in the events remote's assets. */
  img: string;
  /** Route of the event page. */
  to: string;
  contact: string;
  phoneno?: string;
  rules?: string;
  ps?: string;
  submission?: string;
  /** Live events get the highlighted card style. */
  live: boolean;
  /** Shown as a 'coming soon' page; registration is closed. */
  comingSoon?: boolean;
  /**
   * Register locks after one click on every event; on these it unlocks again when the server was never reached (the
   * original site's behaviour for its online quiz, kept), so a visitor who lost the network can try again.
   */
  registerRetriesUnreached?: boolean;
}
