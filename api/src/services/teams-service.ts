import { findEventByKey, teamLinkMessages, type Team, type TeamPerson } from '@greatstep/shared/isomorphic';
import type { Executor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { SessionUser, TeamPersonRow, TeamRow, UserRow } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { addMinutes } from '../lib/clock';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../lib/domain-errors';
import { sha256 } from '../lib/tokens';
import { createDatabaseRateCounts } from '../lib/rate-counts';
import { addedToTeamMail, rejoinInvitationMail, removedFromTeamMail } from '../mail/templates';
import type { AfterAnswer } from '../lib/after-answer';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import type { ServiceDeps } from './deps';
import { assertOwnAccount } from './ownership';
import { createTeamAdds, IN_ONE_TEAM_PER_EVENT, LEADER_ADDS, SELF_JOINS } from './team-adds';
import {
  assertUsableLink,
  createTeamLinks,
  INVITATION_DAYS,
  INVITATION_RESEND_MINUTES,
  LEAVE_LINK_DAYS,
  NOTICE_RESEND_MINUTES,
} from './team-links';

const person = (row: TeamPersonRow): TeamPerson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

/** What addMember did: put the person in, or (they had left) e-mailed them an invitation and left the team as is. */
export type AddOutcome = { added: true; team: Team } | { added: false; team: Team; alreadyInvited: boolean };

const fullName = (someone: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${someone.firstName} ${someone.lastName}`.trim();

const eventNameOf = (team: TeamRow) => findEventByKey(team.event)?.name ?? team.event;

export function createTeamsService({ db, repos, clock, mailer, config, log }: ServiceDeps, afterAnswer: AfterAnswer) {
  /** The team as the API shows it (docs/API.md#teams): the leader apart, `members` without the leader. */
  function viewOf(team: TeamRow, people: TeamPersonRow[]): Team {
    const leader = people.find((row) => row.id === team.leaderId);
    if (!leader) throw new Error(`team ${team.id} has no membership row for its leader`);
    return {
      _id: team.id,
      event: team.event,
      leader_id: person(leader),
      members: people.filter((row) => row.id !== team.leaderId).map(person),
    };
  }

  // Counts in the database (both drivers, every process), whether or not request rate limits are on.
  const sentNotices = createDatabaseRateCounts(repos.rateLimits, clock);
  const { issueLink, useLink, mailInvitation } = createTeamLinks({ db, repos, clock, config, mailer });
  const { assertRoom, assertNotIn, insertMember } = createTeamAdds({ repos, clock });

  /** Whether a mail sent at `sentAt` is younger than `minutes`. */
  const sentWithin = (sentAt: Date, minutes: number) => addMinutes(sentAt, minutes).getTime() > clock().getTime();

  async function view(team: TeamRow, tx?: Executor): Promise<Team> {
    return viewOf(team, await repos.teams.listPeople(team.id, tx));
  }

  /** Leaving of one's own accord, by the panel or by a mailed link: the leader can not simply add them back. */
  async function leave(teamId: string, userId: string, tx: Executor): Promise<boolean> {
    if (!(await repos.teams.removeMember(teamId, userId, tx))) return false;
    await repos.teams.recordDeparture(teamId, userId, clock(), tx);
    return true;
  }

  /** The rules and writes of addMember, under the team row's lock; what to mail is returned, mailed after the commit. */
  async function addUnderLock(me: SessionUser, teamId: string, memberEmail: string, tx: Executor) {
    const locked = await repos.teams.findByIdForUpdate(teamId, tx);
    if (!locked) throw new NotFoundError(apiMessages.teamNotFound);
    if (locked.leaderId !== me.id) throw new ForbiddenError(apiMessages.onlyLeader);
    await assertRoom(locked, tx);
    const member = await repos.users.findByEmail(memberEmail, tx);
    if (!member) throw new NotFoundError(apiMessages.memberNoAccount);
    await assertNotIn(locked, member.id, LEADER_ADDS, tx);
    const details = { leaderName: fullName(me), eventName: eventNameOf(locked) };

    if (await repos.teams.hasDeparted(locked.id, member.id, tx)) {
      const earlier = await repos.teamLinks.find('invite', locked.id, member.id, tx);
      if (earlier && !earlier.usedAt && sentWithin(earlier.createdAt, INVITATION_RESEND_MINUTES)) {
        return { team: locked, invited: true, alreadyInvited: true, invitation: null } as const;
      }
      const link = await issueLink('invite', locked, member.id, INVITATION_DAYS, tx);
      const mail = rejoinInvitationMail(member.email, { ...details, link, days: INVITATION_DAYS });
      return { team: locked, invited: true, alreadyInvited: false, invitation: { mail, memberId: member.id } };
    }

    await insertMember(locked, member.id, LEADER_ADDS, tx);
    const earlier = await repos.teamLinks.find('leave', locked.id, member.id, tx);
    if (earlier && !earlier.usedAt && sentWithin(earlier.createdAt, NOTICE_RESEND_MINUTES)) {
      return { team: locked, invited: false, notice: null } as const;
    }
    const link = await issueLink('leave', locked, member.id, LEAVE_LINK_DAYS, tx);
    return {
      team: locked,
      invited: false,
      notice: addedToTeamMail(member.email, { ...details, link, days: LEAVE_LINK_DAYS }),
      memberId: member.id,
    } as const;
  }

  return {
    async mine(me: SessionUser, event: string, userId: string): Promise<Team | null> {
      assertOwnAccount(me, { userId });
      const found = await repos.teams.findTeamWithPeopleOfUser(event, me.id);
      return found ? viewOf(found.team, found.people) : null;
    },

    /** Every team the signed-in user is in (the profile's list), each with its people. */
    async allMine(me: SessionUser): Promise<Team[]> {
      return Promise.all((await repos.teams.listTeamsOfUser(me.id)).map((team) => view(team)));
    },

    /** The signed-in user becomes the leader; a one-person event makes a team of one. */
    async create(
      me: SessionUser,
      leaderId: string,
      event: string,
      record: AnswerRecord<Team> = NO_RECORD,
    ): Promise<Team> {
      assertOwnAccount(me, { userId: leaderId });
      if (findEventByKey(event)?.comingSoon) throw new BadInputError(apiMessages.registrationClosed);
      try {
        return await db.transaction(async (tx) => {
          const team = await view(await repos.teams.createWithLeader(event, me.id, tx), tx);
          await record.done(tx, team);
          return team;
        });
      } catch (error) {
        if (isUniqueViolation(error, IN_ONE_TEAM_PER_EVENT)) throw new ConflictError(apiMessages.alreadyInTeamForEvent);
        throw error;
      }
    },

    /**
     * Only the leader adds, only people with an account, never past the event's size. The team row is locked for
     * the whole check-and-insert, so simultaneous adds are counted one after the other. A full team is refused
     * before the person is looked up, so a leader cannot tell a registered e-mail from an unknown one by the
     * answers of a full team.
     *
     * Nobody is kept in or out of an event against their will. Someone who left this team is not
     * put back: they are mailed an invitation, and only their acceptance (acceptInvite) adds them. Everyone added
     * is mailed a notice with a link that takes them out again without signing in.
     */
    async addMember(
      me: SessionUser,
      teamId: string,
      memberEmail: string,
      record: AnswerRecord<AddOutcome> = NO_RECORD,
    ): Promise<AddOutcome> {
      // Every way out of the transaction says what the call did, in it (docs/API.md#idempotency).
      const outcome = await db.transaction(async (tx) => {
        const settled = await addUnderLock(me, teamId, memberEmail, tx);
        const team = await view(settled.team, tx);
        await record.done(
          tx,
          settled.invited ? { added: false, team, alreadyInvited: settled.alreadyInvited } : { added: true, team },
        );
        return { ...settled, view: team };
      });

      if (outcome.invited) {
        if (outcome.invitation)
          await mailInvitation(outcome.team, outcome.invitation.memberId, outcome.invitation.mail, (tx) =>
            record.undone(tx),
          );
        return { added: false, team: outcome.view, alreadyInvited: outcome.alreadyInvited };
      }
      // The add stands even if the notice is lost (or over its recipient's budget): the member sees the team on its
      // page and can leave there.
      const { notice } = outcome;
      if (notice) {
        const { memberId } = outcome;
        afterAnswer.run(() =>
          mailer.send(notice).catch(async (error: unknown) => {
            log.error({ err: error, to: notice.to }, 'team notice mail failed');
            // A leave link that reached nobody must not count as the hour's notice: the next add mails one.
            await repos.teamLinks.remove('leave', outcome.team.id, memberId);
          }),
        );
      }
      return { added: true, team: outcome.view };
    },

    /**
     * The leader removes members; a member may leave; nobody removes the leader. A removed member is told by mail,
     * after the answer.
     */
    async removeMember(
      me: SessionUser,
      teamId: string,
      memberId: string,
      record: AnswerRecord<void> = NO_RECORD,
    ): Promise<void> {
      const team = await repos.teams.findById(teamId);
      if (!team) throw new NotFoundError(apiMessages.teamNotFound);
      if (memberId === team.leaderId) throw new ForbiddenError(apiMessages.leaderNotRemovable);
      if (me.id !== team.leaderId && me.id !== memberId) throw new ForbiddenError(apiMessages.onlyLeader);
      const ownLeave = me.id === memberId;
      const removed = await db.transaction(async (tx) => {
        const person = (await repos.teams.listPeople(team.id, tx)).find((row) => row.id === memberId);
        // Only a member's own leave is recorded: someone the leader removed may be added back like anyone else.
        const done = ownLeave
          ? await leave(team.id, memberId, tx)
          : await repos.teams.removeMember(team.id, memberId, tx);
        if (done) await record.done(tx, undefined);
        return done ? person : undefined;
      });
      if (!removed) throw new NotFoundError(apiMessages.notAMember);
      if (ownLeave) return;
      // Like the notice of an add, one a team and person an hour: an add-remove loop can not become a mail loop.
      const noticeKey = `team-removed:${team.id}:${memberId}`;
      const { count } = await sentNotices.hit(noticeKey, NOTICE_RESEND_MINUTES * 60_000);
      if (count > 1) return;
      const event = findEventByKey(team.event);
      const notice = removedFromTeamMail(removed.email, {
        leaderName: fullName(me),
        eventName: eventNameOf(team),
        eventLink: `${config.publicUrl}${event?.to ?? '/great-step/events/competitions'}`,
      });
      afterAnswer.run(() =>
        mailer.send(notice).catch(async (error: unknown) => {
          log.error({ err: error, to: notice.to }, 'team removal mail failed');
          // A notice that reached nobody must not count as the hour's: the next removal mails one.
          await sentNotices.undo(noticeKey);
        }),
      );
    },

    /**
     * What a mailed link is about (its team's event and leader), so its page can say so before the button, and say at
     * once that a link is used or expired. Reading it changes nothing: mail scanners may call this too.
     */
    async linkDetails(token: string) {
      const tokenHash = sha256(token);
      const link = await repos.teamLinks.findByTokenHash(tokenHash);
      assertUsableLink(link, tokenHash, clock());
      const team = await repos.teams.findById(link.teamId);
      const leader = team && (await repos.teams.listPeople(team.id)).find((row) => row.id === team.leaderId);
      if (!team || !leader) throw new NotFoundError(teamLinkMessages.linkInvalid);
      return { kind: link.kind, event: team.event, eventName: eventNameOf(team), leaderName: fullName(leader) };
    },

    /** The one-click way out mailed with every add; the token alone is the authority. Returns the event key. */
    async leaveByLink(token: string, record: AnswerRecord<string> = NO_RECORD): Promise<string> {
      return useLink(
        'leave',
        token,
        async (link, team, tx) => {
          if (!(await leave(team.id, link.userId, tx))) throw new ConflictError(teamLinkMessages.notInTeam);
          return team.event;
        },
        record,
      );
    },

    /** The person's consent to rejoin a team they left: the same rules as any add. Returns the event key. */
    async acceptInvite(token: string, record: AnswerRecord<string> = NO_RECORD): Promise<string> {
      return useLink(
        'invite',
        token,
        async (link, team, tx) => {
          await assertNotIn(team, link.userId, SELF_JOINS, tx);
          await assertRoom(team, tx);
          await insertMember(team, link.userId, SELF_JOINS, tx);
          await repos.teams.forgetDeparture(team.id, link.userId, tx);
          return team.event;
        },
        record,
      );
    },
  };
}
