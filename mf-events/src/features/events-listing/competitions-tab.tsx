import { eventGroups, eventsInGroup } from '@greatstep/shared/events';
import { EventCard } from './event-card';
import styles from './competitions-tab.module.css';

/** The Competitions tab: the catalogue's events in their groups (docs/PRODUCT.md#events-listing). */
export function CompetitionsTab() {
  return (
    <div>
      <h2>Competitions</h2>
      {eventGroups.map(({ group, title }, groupIndex) => (
        <section key={group} aria-labelledby={`group-${group}`} className={styles.group}>
          <h3 id={`group-${group}`}>{title}</h3>
          <ul className={styles.grid}>
            {eventsInGroup(group).map((event, index) => (
              <li key={event.id}>
                {/* The first card's picture is the listing's largest paint on a phone: it loads at once. */}
                <EventCard event={event} eager={groupIndex === 0 && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
