import { Link, useParams } from 'react-router-dom';
import { LoadingState } from '@greatstep/shared/react';
import type { TeamContact } from '@greatstep/shared/organisers';
import { getEventTeams } from './api/event-teams';
import { DownloadButton } from './downloads';
import { LoadFailure } from './load-failure';
import { OrganisersFrame } from './organisers-frame';
import { EmailLink } from './email-link';
import { StateBadge } from './state-badge';
import { telHref } from './state-labels';
import { useLoaded } from './use-loaded';
import styles from './organisers.module.css';

function PersonRow({ person, kind }: { person: TeamContact; kind: 'Leader' | 'Member' }) {
  return (
    <tr>
      <th scope="row" data-label={kind}>
        {person.firstName} {person.lastName}
        {kind === 'Leader' && <span className={styles.badge}>leader</span>}
      </th>
      <td data-label="E-mail">
        <EmailLink address={person.email} />
      </td>
      <td data-label="Mobile">
        <a href={telHref(person.mobile)}>{person.mobile}</a>
      </td>
      <td data-label="College">
        {person.collegeName}
        {person.year && `, ${person.year}`}
      </td>
      <td data-label="Payment">
        <StateBadge state={person.paymentState} />
      </td>
    </tr>
  );
}

/** One event's teams with the leader, the members and how to reach them. */
export function EventTeamsPage() {
  const { event = '' } = useParams();
  const { state, reload } = useLoaded((signal) => getEventTeams(event, signal), event);
  const title = state.status === 'ready' ? `Teams of ${state.data.event.name}` : 'Teams';
  return (
    <OrganisersFrame title={title}>
      {state.status === 'loading' && <LoadingState layout="block" label="Loading the teams" />}
      {state.status === 'failed' && (
        <>
          <LoadFailure message={state.message} onRetry={reload} />
          <p>
            <Link to="/organisers">Back to the overview</Link>
          </p>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <p className={styles.note}>
            {state.data.teams.length === 1 ? '1 team' : `${state.data.teams.length} teams`},{' '}
            {state.data.event.teamSize === 1 ? 'one person each' : `up to ${state.data.event.teamSize} people each`}.
          </p>
          <div className={styles.buttons}>
            <DownloadButton file="registrations.csv" event={state.data.event.key} />
          </div>
          {state.data.teams.map((team) => (
            <section
              key={team._id}
              aria-label={`Team of ${team.leader.firstName} ${team.leader.lastName}`}
              className={styles.panel}
            >
              <h2>
                Team of {team.leader.firstName} {team.leader.lastName}{' '}
                <span className={styles.note}>
                  ({team.members.length + 1} of {state.data.event.teamSize})
                </span>
              </h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Mobile</th>
                    <th scope="col">College</th>
                    <th scope="col">Payment</th>
                  </tr>
                </thead>
                <tbody>
                  <PersonRow person={team.leader} kind="Leader" />
                  {team.members.map((member) => (
                    <PersonRow key={member._id} person={member} kind="Member" />
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </>
      )}
    </OrganisersFrame>
  );
}
