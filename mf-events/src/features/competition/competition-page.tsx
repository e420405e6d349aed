import type { CatalogueEvent } from '@greatstep/shared/events';
import type { ReactNode } from 'react';
import { BackButton } from '../../components/back-button';
import { EventImage } from '../../components/event-image';
import { ExternalLink } from '../../components/external-link';
import { documentLinks } from '../../content/event-document-links';
import styles from './competition-page.module.css';

interface CompetitionPageProps {
  event: CatalogueEvent;
  /** Registration, team panel or game: what the page offers beside the event's details. */
  children?: ReactNode;
  /** Info as a bullet list (the static detail page) rather than paragraphs. */
  bullets?: boolean;
}

/** The frame of every event page (SPEC §2): image, link buttons, info, the page's own part, Back. */
export function CompetitionPage({ event, children, bullets = false }: CompetitionPageProps) {
  const links = documentLinks(event);
  return (
    <article className={`gs-page ${styles.page}`} aria-labelledby="page-title">
      <title>{`${event.name} | GreatStep 2025`}</title>
      <h1 id="page-title">{event.name}</h1>
      <div className={styles.layout}>
        <EventImage name={event.img} className={styles.image} eager />
        <div className={styles.details}>
          <p className={styles.tagline}>{event.tagline}</p>
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
        </div>
      </div>
      {children}
      <BackButton />
    </article>
  );
}
