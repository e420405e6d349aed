import { prizeText, teamSizeText } from '../lib/event-facts';
import type { FestEvent } from '../lib/fest-events';

/** An event's prize and team size, as its card and its page show them; each lays the list out its own way. */
export function EventFactsList({ event, className }: { event: FestEvent; className?: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>Prize</dt>
        <dd>{prizeText(event)}</dd>
      </div>
      <div>
        <dt>Team size</dt>
        <dd>{teamSizeText(event)}</dd>
      </div>
    </dl>
  );
}
