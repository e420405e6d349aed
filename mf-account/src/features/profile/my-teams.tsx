import { useEffect, useState } from 'react';
import { errorMessage } from '@greatstep/shared/api';
import { Link } from 'react-router-dom';
import { messages, type Team } from '@greatstep/shared';
import { findEventByKey } from '@greatstep/shared/events';
import { getMyTeams } from './api/get-my-teams';
import styles from './profile.module.css';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; teams: Team[] };

/**
 * One line per event the user has a team for, linking to the event's page. `request` is the answer already asked
 * for (the profile asks beside its refresh); without it, the list asks itself.
 */
export function MyTeams({ userId, request }: { userId: string; request?: Promise<Team[]> }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    (request ?? getMyTeams()).then(
      (teams) => live && setState({ status: 'ready', teams }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: errorMessage(error, messages.serverNotReachable) }),
    );
    return () => {
      live = false;
    };
  }, [userId, request]);

  return (
    <section aria-labelledby="my-teams-title" className={styles.teams}>
      <h2 id="my-teams-title">My Teams</h2>
      {state.status === 'loading' && <p role="status">Loading your teams…</p>}
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && state.teams.length === 0 && <p>You have not registered for any event yet.</p>}
      {state.status === 'ready' && state.teams.length > 0 && (
        <ul>
          {state.teams.map((team) => {
            const event = findEventByKey(team.event);
            const role = team.leader_id._id === userId ? 'leader' : 'member';
            const size = team.members.length + 1;
            return (
              <li key={team._id}>
                {event ? <Link to={event.to}>{event.name}</Link> : team.event} — {role}, team of {size}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
