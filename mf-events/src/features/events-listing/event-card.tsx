import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EventFactsList } from '../../components/event-facts-list';
import { EventImage } from '../../components/event-image';
import type { FestEvent } from '../../lib/fest-events';
import styles from './event-card.module.css';

/** One event of the listing; 'know more' opens its description in place. */
export function EventCard({ event, eager = false }: { event: FestEvent; eager?: boolean }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <article
      className={event.live ? `${styles.card} ${styles.live}` : styles.card}
      aria-labelledby={`${detailsId}-name`}
    >
      <EventImage name={event.img} className={styles.image} eager={eager} />
      <div className={styles.body}>
        <h4 id={`${detailsId}-name`} className={styles.name}>
          {event.name}
        </h4>
        {event.live && <p className={styles.badge}>Live</p>}
        <p className={styles.tagline}>{event.tagline}</p>
        <EventFactsList event={event} className={styles.facts} />
        <div id={detailsId} hidden={!open} className={styles.details}>
          {event.info.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.more}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'know less' : 'know more'}
            <span className="visually-hidden"> about {event.name}</span>
          </button>
          <Link className="button" to={event.to}>
            Open<span className="visually-hidden"> {event.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
