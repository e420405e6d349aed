import { messages, type CurUser } from '@greatstep/shared';
import { teamSizeOf } from '@greatstep/shared/events';
import { isApiError } from '@greatstep/shared/api';
import { LoadingState } from '@greatstep/shared/react';
import { useSubmit } from '@greatstep/shared/notify';
import { useState } from 'react';
import { ExternalLink } from '../../components/external-link';
import { createTeam } from './api/create-team';
import { TeamPanel } from './team-panel';
import type { TeamRegistrationProps } from './registration-props';
import { useMyTeam } from './use-my-team';
import styles from './team-registration.module.css';

/** A signed-in user's registration: their team for the event, or the Register button that makes one. */
export function SignedInRegistration({ event, user, registeredExtra }: TeamRegistrationProps & { user: CurUser }) {
  const { state, refresh, retry, setTeam } = useMyTeam(event.key, user._id);
  // The button locks after one click; events whose catalogue entry says registerRetriesUnreached (the online quiz)
  // unlock it when the server was not reached (docs/PRODUCT.md#competition-registration).
  const [locked, setLocked] = useState(false);
  const { busy, submit } = useSubmit();

  if (state.status === 'loading') return <LoadingState label="Loading your registration…" />;
  if (state.status === 'error') {
    return (
      <div className={styles.box}>
        <p role="alert">{state.message}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }

  const register = () =>
    submit(
      async (toast) => {
        setLocked(true);
        const team = await createTeam(event.key, user._id);
        // The page itself now says so, so the waiting toast just goes.
        toast.dismiss();
        setTeam(team);
      },
      {
        onError: (_message, error) => {
          if (event.registerRetriesUnreached && isApiError(error) && !error.reachedServer) setLocked(false);
        },
      },
    );

  const { team } = state;
  if (!team) {
    return (
      <div className={styles.box}>
        <button type="button" className="button" disabled={locked || busy} onClick={() => void register()}>
          Register
        </button>
      </div>
    );
  }

  return (
    <div className={styles.registered}>
      <p className={styles.success}>{messages.registeredForEvent}</p>
      {event.submission && <ExternalLink href={event.submission}>Submission</ExternalLink>}
      {registeredExtra?.(user, team)}
      {teamSizeOf(event) > 1 ? (
        <TeamPanel
          team={team}
          eventName={event.name}
          teamSize={teamSizeOf(event)}
          userId={user._id}
          onChanged={refresh}
        />
      ) : (
        // One person: a team of one is a registration, not a team to manage. It still names the
        // event and its size, as the original site's team component did (docs/PRODUCT.md#team-panel).
        <section className={styles.individual} aria-labelledby="registration-title">
          <h2 id="registration-title">You are registered</h2>
          <p>{event.name} · team size 1 · individual entry</p>
        </section>
      )}
    </div>
  );
}
