import { errorMessage } from '@greatstep/shared/api';
import { Link } from 'react-router-dom';
import { messages, type Team } from '@greatstep/shared';
import { findEventByKey } from '@greatstep/shared/events';
import styles from './profile.module.css';

/** The answer to the user's teams, as the list shows it. */
export type TeamsAnswer = { status: 'failed'; message: string } | { status: 'ready'; teams: Team[] };

/** The teams' request as the list shows its outcome: a failure is a message, never a rejection. */
export function teamsAnswerOf(request: Promise<Team[]>): Promise<TeamsAnswer> {
  return request.then(
    (teams) => ({ status: 'ready', teams }),
    (error: unknown) => ({ status: 'failed', message: errorMessage(error, messages.serverNotReachable) }),
  );
}

/**
 * One line per event the user has a team for, linking to the event's page. The profile asks for the teams beside its
 * refresh and shows the card with both, so the list paints in the same frame as the record.
 */
export function MyTeams({ userId, answer }: { userId: string; answer: TeamsAnswer }) {
  return (
    <section aria-labelledby="my-teams-title" className={styles.teams}>
      <h2 id="my-teams-title">My Teams</h2>
      {answer.status === 'failed' && <p role="alert">{answer.message}</p>}
      {answer.status === 'ready' && answer.teams.length === 0 && <p>You have not registered for any event yet.</p>}
      {answer.status === 'ready' && answer.teams.length > 0 && (
        <ul>
          {answer.teams.map((team) => {
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
