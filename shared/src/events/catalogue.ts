import { events } from './event-data';
import type { CatalogueEvent } from './event-types';

export type { CatalogueEvent } from './event-types';
export { events, type EventId } from './event-data';

/**
 * Both spellings of the Mine-A-Thon id lead to the same page (docs/CONTENT.md#event-ids-and-registration-keys): the
 * second spelling → the event's id, which names the page's one address.
 */
export const eventIdAliases: Readonly<Record<string, string>> = { 'Mine-A-Thon': 'Mine_A_Thon' };

export function findEventById(id: string): CatalogueEvent | undefined {
  const canonical = eventIdAliases[id] ?? id;
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
