import { eventGroups } from '../../content/events';
import { eventsInGroup } from '../../lib/fest-events';
import { EventCard } from './event-card';
import { firstListedEvent } from './first-listed-event';
import styles from './competitions-tab.module.css';

/** The Competitions tab: the catalogue's events in their groups (docs/PRODUCT.md#events-listing). */
export function CompetitionsTab() {
  const first = firstListedEvent();
  return (
    <div>
      <h2>Competitions</h2>
      {eventGroups.map(({ group, title }) => (
        <section key={group} aria-labelledby={`group-${group}`} className={styles.group}>
          <h3 id={`group-${group}`}>{title}</h3>
          <ul className={styles.grid}>
            {eventsInGroup(group).map((event) => (
              <li key={event.id}>
                <EventCard event={event} eager={event.id === first?.id} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
