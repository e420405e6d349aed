import { eventGroups } from '../../content/events';
import { eventsInGroup, type FestEvent } from '../../lib/fest-events';

/** The listing's first card: its picture is the listing's largest paint on a phone, so it loads at once. */
export function firstListedEvent(): FestEvent | undefined {
  for (const { group } of eventGroups) {
    const [first] = eventsInGroup(group);
    if (first) return first;
  }
  return undefined;
}
