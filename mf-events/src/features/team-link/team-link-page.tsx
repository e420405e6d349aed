import { findEventByKey } from '@greatstep/shared/events';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/error-message';
import { useSingleFlight } from '@greatstep/shared/react';
import { teamLinkContent, type TeamLinkAction } from './team-link-content';
import styles from './team-link-page.module.css';

type Outcome = { done: true; message: string; event: string } | { done: false; message: string };

const LISTING = '/great-step/events/competitions';

/**
 * The page a mailed team link opens: it says what the link does and acts only on the button. Mail scanners fetch
 * the links they find, so opening the page must change nothing; the button POSTs the token.
 */
export function TeamLinkPage({ action }: { action: TeamLinkAction }) {
  const { token = '' } = useParams();
  const content = teamLinkContent[action];
  const { busy, run } = useSingleFlight();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const result = useRef<HTMLParagraphElement>(null);

  // The button goes once the link is used: focus moves to the result, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  const onClick = () =>
    run(async () => {
      setOutcome(null);
      try {
        const { message, event } = await content.send(token);
        setOutcome({ done: true, message, event });
      } catch (error) {
        setOutcome({ done: false, message: errorMessage(error) });
      }
    });

  const event = outcome?.done ? findEventByKey(outcome.event) : undefined;

  return (
    <section className={`gs-page ${styles.page}`} aria-labelledby="team-link-title">
      <title>{`${content.title} | GreatStep 2025`}</title>
      <h1 id="team-link-title">{content.title}</h1>
      {content.explanation.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {outcome && (
        <p
          ref={result}
          tabIndex={-1}
          className={outcome.done ? styles.success : styles.error}
          role={outcome.done ? 'status' : 'alert'}
        >
          {event ? `${outcome.message} for ${event.name}.` : outcome.message}
        </p>
      )}
      {busy && (
        <p role="status" className={styles.busy}>
          {content.busy}
        </p>
      )}
      <div className={styles.actions}>
        {!outcome?.done && (
          <button type="button" className="button" disabled={busy} onClick={() => void onClick()}>
            {content.button}
          </button>
        )}
        {event ? (
          <Link className={styles.link} to={event.to}>
            Go to the {event.name} page
          </Link>
        ) : (
          <Link className={styles.link} to={LISTING}>
            See all events
          </Link>
        )}
      </div>
    </section>
  );
}
