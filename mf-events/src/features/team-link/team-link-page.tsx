import { findEventByKey } from '@greatstep/shared/events';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, isApiError, onRetry } from '@greatstep/shared/api';
import type { TeamLinkDetails } from '@greatstep/shared/schemas';
import { linkDetails } from './api/link-details';
import { useSingleFlight } from '@greatstep/shared/react';
import { teamLinkContent, type TeamLinkAction } from './team-link-content';
import styles from './team-link-page.module.css';

type Outcome = { done: true; message: string; event: string } | { done: false; message: string };

/** What the page knows of the link before the button: still checking, its team, dead (with why), or not known. */
type Check =
  | { state: 'checking' }
  | { state: 'usable'; details: TeamLinkDetails }
  | { state: 'dead'; message: string }
  | { state: 'unknown'; message: string };

const LISTING = '/great-step/events/competitions';
const DEAD_LINK_STATUSES = [400, 404, 409];

/**
 * The page a mailed team link opens: it says what the link does and acts only on the button. Mail scanners fetch
 * the links they find, so opening the page must change nothing; the button POSTs the token.
 */
export function TeamLinkPage({ action }: { action: TeamLinkAction }) {
  const { token = '' } = useParams();
  const content = teamLinkContent[action];
  const { busy, run } = useSingleFlight();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  // While the button's call is tried again, its status line says so instead of the action's words.
  const [retrying, setRetrying] = useState<string | null>(null);
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => onRetry(setRetrying), []);

  // Say which team and event at once, and that a used or expired link is dead before any tap.
  useEffect(() => {
    let current = true;
    linkDetails(token).then(
      (details) => current && setCheck({ state: 'usable', details }),
      (error: unknown) => {
        if (!current) return;
        // Refused as used, expired or replaced, it is dead; without a clear answer it may still work, so the button
        // stays and says so if it does not.
        const dead = isApiError(error) && DEAD_LINK_STATUSES.includes(error.status ?? 0);
        setCheck({ state: dead ? 'dead' : 'unknown', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  // The button goes once the link is used: focus moves to the result, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  const onClick = () =>
    run(async () => {
      setOutcome(null);
      setRetrying(null);
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
      {check.state === 'checking' && (
        <p role="status" className={styles.busy}>
          Checking the link…
        </p>
      )}
      {check.state === 'usable' && <p className={styles.about}>{content.about(check.details)}</p>}
      {check.state === 'dead' ? (
        <p role="alert" className={styles.error}>
          {check.message}
        </p>
      ) : (
        content.explanation.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
      )}
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
          {retrying ?? content.busy}
        </p>
      )}
      <div className={styles.actions}>
        {!outcome?.done && (check.state === 'usable' || check.state === 'unknown') && (
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
