import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Team, TeamPerson } from '@greatstep/shared';
import { isTeamLeader, teamHasRoom } from '@greatstep/shared/schemas';
import { useSubmit } from '@greatstep/shared/notify';
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

const COLUMNS = ['Member name', 'Position', 'Email', 'Action'] as const;
const [NAME, POSITION, EMAIL, ACTION] = COLUMNS;

interface MemberRowProps {
  person: TeamPerson;
  position: 'Leader' | 'Member';
  action?: ReactNode;
}

/** An e-mail that, when it must wrap on a phone, wraps before its '@' rather than in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/*
 * The roles are said out loud on purpose: on a phone CSS shows the rows as cards, and a table whose display is changed
 * loses its semantics in some browsers (Safari); explicit roles keep it a table for assistive technology.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

/** One person: a row of the panel's columns, or on a phone a card whose cells are labelled by `data-label`. */
function MemberRow({ person, position, action }: MemberRowProps) {
  return (
    <tr role="row">
      <td role="cell" data-label={NAME}>
        {fullName(person)}
      </td>
      <td role="cell" data-label={POSITION}>
        {position}
      </td>
      <td role="cell" data-label={EMAIL} className={styles.email}>
        <BreakableEmail email={person.email} />
      </td>
      <td role="cell" data-label={ACTION}>
        {action}
      </td>
    </tr>
  );
}

/**
 * The team panel (docs/PRODUCT.md#team-panel): the leader first without an action; the leader may remove members,
 * a member may leave; the add form only while the team has room.
 */
export function TeamPanel({ team, eventName, teamSize, userId, onChanged }: TeamPanelProps) {
  const leading = isTeamLeader(team, userId);
  const { busy, submit } = useSubmit();

  // The member whose removal (or the user's own leave) waits for a second tap: one tap on a phone is too easy.
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const actionButtons = useRef(new Map<string, HTMLButtonElement>());
  const cancelled = useRef<string | null>(null);

  // Focus follows the question: to Cancel when it opens, back to the member's button when it is cancelled.
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (cancelled.current) actionButtons.current.get(cancelled.current)?.focus();
    cancelled.current = null;
  }, [confirming]);

  const cancel = () => {
    cancelled.current = confirming;
    setConfirming(null);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  const remove = (member: TeamPerson) =>
    submit(async (toast) => {
      toast.success(await deleteMember(team._id, member._id));
      setConfirming(null);
      onChanged();
    });

  const actionFor = (member: TeamPerson) => {
    const own = member._id === userId;
    if (!leading && !own) return null;
    const what = own ? 'Leave the team' : `Remove ${fullName(member)}`;
    if (confirming === member._id) {
      return (
        // Cancel comes first, where Remove was, so a double tap is safe.
        <div className={styles.confirm} role="group" aria-label={`${what}?`}>
          <span aria-hidden="true">{own ? 'Leave?' : 'Remove?'}</span>
          <button
            ref={cancelButton}
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={cancel}
            onKeyDown={cancelOnEscape}
          >
            Cancel
          </button>
          <button
            type="button"
            className={`${styles.action} ${styles.danger}`}
            disabled={busy}
            onClick={() => void remove(member)}
            onKeyDown={cancelOnEscape}
          >
            {own ? 'Yes, leave' : 'Yes, remove'}
            <span className="visually-hidden">{own ? ' the team' : ` ${fullName(member)}`}</span>
          </button>
        </div>
      );
    }
    return (
      <button
        ref={(element) => {
          if (element) actionButtons.current.set(member._id, element);
          else actionButtons.current.delete(member._id);
        }}
        type="button"
        className={styles.action}
        disabled={busy}
        onClick={() => setConfirming(member._id)}
      >
        {own ? 'Leave' : 'Remove'}
        <span className="visually-hidden">{own ? ' the team' : ` ${fullName(member)}`}</span>
      </button>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="team-title">
      <h2 id="team-title">Your team</h2>
      <p>
        {eventName} · team size {teamSize}
      </p>
      <table className={styles.table} role="table">
        <caption id="team-caption" className="visually-hidden">
          Members of your team for {eventName}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          <MemberRow person={team.leader_id} position="Leader" />
          {team.members.map((member) => (
            <MemberRow key={member._id} person={member} position="Member" action={actionFor(member)} />
          ))}
        </tbody>
      </table>
      {leading && teamHasRoom(team, teamSize) && <AddMemberForm team={team} onAdded={onChanged} />}
    </section>
  );
}
