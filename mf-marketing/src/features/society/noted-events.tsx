import { useId } from 'react';
import { notedEvents } from '../../content/society';
import styles from './society.module.css';

/** The society's noted events through the year (docs/PRODUCT.md#society-page). */
export function NotedEvents() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>What we do</h2>
      <ul className={styles.events}>
        {notedEvents.map((event) => (
          <li key={event.title} className={styles.event}>
            <h3>{event.title}</h3>
            <p>{event.text}</p>
            {event.link && (
              <a href={event.link.href} target="_blank" rel="noopener noreferrer">
                {event.link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
