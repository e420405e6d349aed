import { canonicalEventId, events as catalogue, type CatalogueEvent } from '@greatstep/shared/events';
import { eventContent, type EventContent, type EventGroup } from '../content/events';

/** An event as this remote shows it: the library's rules (docs/CONTENT.md#events) with this remote's content. */
export type FestEvent = CatalogueEvent & EventContent;

const hasContent = (id: string): id is keyof typeof eventContent => Object.hasOwn(eventContent, id);

/**
 * Every event of the catalogue, in its order (the API's and the listing's), each with its content. The content's type
 * names every id of the catalogue this remote is built with; the catalogue is a shared singleton, so in a browser it
 * may be another app's copy (docs/ARCHITECTURE.md#shared-singletons), and an event this remote has no words for is
 * left out rather than shown without them.
 */
export const events: readonly FestEvent[] = catalogue.flatMap((event) =>
  hasContent(event.id) ? [{ ...event, ...eventContent[event.id] }] : [],
);

/** By an id as a path spells it: either spelling of Mine-A-Thon's, in any letter case (canonicalEventId). */
export function findEventById(id: string): FestEvent | undefined {
  const canonical = canonicalEventId(id);
  return events.find((event) => event.id === canonical);
}

export function findEventByKey(key: string): FestEvent | undefined {
  return events.find((event) => event.key === key);
}

export function eventsInGroup(group: EventGroup): FestEvent[] {
  return events.filter((event) => event.group === group);
}
