import { events } from './event-data';
import type { CatalogueEvent } from './event-types';

export type { CatalogueEvent } from './event-types';
export { events, type EventId } from './event-data';

/**
 * Both spellings of the Mine-A-Thon id lead to the same page (docs/CONTENT.md#event-ids-and-registration-keys): the
 * second spelling → the event's id, which names the page's one address.
 */
export const eventIdAliases: Readonly<Record<string, string>> = { 'Mine-A-Thon': 'Mine_A_Thon' };

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The catalogue's id for an id as a path spells it: the second spelling of an id, and any letter case, name the same
 * event, as the server answers a path in another case like its canonical page
 * (docs/DECISIONS.md#a-path-in-another-case-is-the-same-page). Undefined for an id the catalogue does not have.
 */
export function canonicalEventId(id: string): string | undefined {
  const alias = Object.keys(eventIdAliases).find((spelling) => sameId(spelling, id));
  const wanted = alias === undefined ? id : eventIdAliases[alias];
  return wanted === undefined ? undefined : events.find((event) => sameId(event.id, wanted))?.id;
}

export function findEventById(id: string): CatalogueEvent | undefined {
  const canonical = canonicalEventId(id);
  return events.find((event) => event.id === canonical);
}

export function findEventByKey(key: string): CatalogueEvent | undefined {
  return events.find((event) => event.key === key);
}

export function isRegistrationKey(key: string): boolean {
  return findEventByKey(key) !== undefined;
}

/** Leader included; an event without a team size registers one person. */
export function teamSizeOf(event: CatalogueEvent): number {
  return event.teamLen ?? 1;
}
