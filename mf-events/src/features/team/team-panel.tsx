import type { Team, TeamPerson } from '@greatstep/shared';
import { isTeamLeader, teamHasRoom } from '@greatstep/shared/schemas';
import { notify } from '@greatstep/shared/notify';
import { errorMessage } from '../../lib/error-message';
import { useSingleFlight } from '@greatstep/shared/react';
import { AddMemberForm } from './add-member-form';
import { deleteMember } from './api/delete-member';
import styles from './team-panel.module.css';

interface TeamPanelProps {
  team: Team;
  eventName: string;
  teamSize: number;
  userId: string;
  /** Called after a change on the server, to fetch the team again. */
  onChanged: () => void;
}

const fullName = (person: TeamPerson) => `${person.firstName} ${person.lastName}`.trim();

/**
 * SPEC §2 "Team management view": the leader first without an action; the leader may remove members, a member
 * may leave; the add form only while the team has room (SPEC §4).
 */
export function TeamPanel({ team, eventName, teamSize, userId, onChanged }: TeamPanelProps) {
  const leading = isTeamLeader(team, userId);
  const { busy, run } = useSingleFlight();

  const remove = (member: TeamPerson) =>
    run(async () => {
      const toast = notify.pending();
      try {
        toast.success(await deleteMember(team._id, member._id));
        onChanged();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });

  const actionFor = (member: TeamPerson) => {
    if (leading) {
      return (
        <button type="button" className={styles.action} disabled={busy} onClick={() => void remove(member)}>
          Remove<span className="visually-hidden"> {fullName(member)}</span>
        </button>
      );
    }
    if (member._id === userId) {
      return (
        <button type="button" className={styles.action} disabled={busy} onClick={() => void remove(member)}>
          Leave<span className="visually-hidden"> the team</span>
        </button>
      );
    }
    return null;
  };

  return (
    <section className={styles.panel} aria-labelledby="team-title">
      <h2 id="team-title">Your team</h2>
      <p>
        {eventName} · team size {teamSize}
      </p>
      {/* A focusable region, so keyboard users can scroll the table on a narrow phone (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a named scrolling region is the WAI pattern */}
      <div className={styles.scroller} role="region" aria-labelledby="team-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="team-caption" className="visually-hidden">
            Members of your team for {eventName}
          </caption>
          <thead>
            <tr>
              <th scope="col">Member name</th>
              <th scope="col">Position</th>
              <th scope="col">Email</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{fullName(team.leader_id)}</td>
              <td>Leader</td>
              <td className={styles.email}>{team.leader_id.email}</td>
              <td />
            </tr>
            {team.members.map((member) => (
              <tr key={member._id}>
                <td>{fullName(member)}</td>
                <td>Member</td>
                <td className={styles.email}>{member.email}</td>
                <td>{actionFor(member)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {leading && teamHasRoom(team, teamSize) && <AddMemberForm team={team} onAdded={onChanged} />}
    </section>
  );
}
