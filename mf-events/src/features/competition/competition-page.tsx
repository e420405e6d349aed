import type { ReactNode } from 'react';
import { BackButton } from '../../components/back-button';
import { EventFactsList } from '../../components/event-facts-list';
import { EventImage } from '../../components/event-image';
import { pictureSizes } from '../../components/event-picture-files';
import { ExternalLink } from '../../components/external-link';
import { documentLinks } from '../../content/event-document-links';
import { howToTakePart } from '../../content/how-to-take-part';
import type { FestEvent } from '../../lib/fest-events';
import styles from './competition-page.module.css';

interface CompetitionPageProps {
  event: FestEvent;
  /** Registration, team panel or game: what the page offers beside the event's details. */
  children?: ReactNode;
  /** Info as a bullet list (the static detail page) rather than paragraphs. */
  bullets?: boolean;
}

/** The frame of every event page (docs/PRODUCT.md#event-pages): image, links, info, the page's own part, Back. */
export function CompetitionPage({ event, children, bullets = false }: CompetitionPageProps) {
  const links = documentLinks(event);
  return (
    <article className="gs-page" aria-labelledby="page-title">
      <title>{`${event.name} | GreatStep 2025`}</title>
      <h1 id="page-title">{event.name}</h1>
      <div className={styles.layout}>
        <EventImage name={event.img} className={styles.image} sizes={pictureSizes.page} eager />
        <div className={styles.details}>
          <p className={styles.tagline}>{event.tagline}</p>
          <EventFactsList event={event} className={styles.facts} />
          {(links.rules ?? links.ps) && (
            <div className={styles.links}>
              {links.rules && <ExternalLink href={links.rules}>Rules</ExternalLink>}
              {links.ps && <ExternalLink href={links.ps}>Problem Statement</ExternalLink>}
            </div>
          )}
          {bullets ? (
            <ul>
              {event.info.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            event.info.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          )}
          {howToTakePart[event.id] && (
            <section aria-labelledby="take-part-title">
              <h2 id="take-part-title" className={styles.subheading}>
                How to submit
              </h2>
              <p>{howToTakePart[event.id]}</p>
            </section>
          )}
        </div>
      </div>
      {children}
      <BackButton />
    </article>
  );
}
