/**
 * One event of the catalogue of rules (docs/CONTENT.md#events): what the API enforces and every app names an event
 * by. What the events pages say of it (prize, words, dates, picture) is the events remote's content.
 */
export interface CatalogueEvent {
  /** Route id under /great-step/events/competitions/. */
  id: string;
  /** Key sent to the API for teams, or null where there is no registration (Guess The Theme). */
  key: string | null;
  name: string;
  /** Team size counting the leader, or null where the original did not say. */
  teamLen: number | null;
  /** Route of the event page. */
  to: string;
  /** Shown as a 'coming soon' page; registration is closed. */
  comingSoon?: boolean;
}
