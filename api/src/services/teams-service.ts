import { findEventByKey, messages, teamSizeOf, type Team, type TeamPerson } from '@greatstep/shared/isomorphic';
import { isUniqueViolation } from '../db/errors';
import type { SessionUser, TeamPersonRow, TeamRow } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../lib/domain-errors';
import type { ServiceDeps } from './deps';
import { assertOwnAccount } from './ownership';

const person = (row: TeamPersonRow): TeamPerson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

const IN_ONE_TEAM_PER_EVENT = 'team_members_event_user_unique';

export function createTeamsService({ db, repos, clock }: ServiceDeps) {
  /** The team as SPEC §3 shows it: the leader apart, `members` without the leader. */
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

  async function view(team: TeamRow): Promise<Team> {
    return viewOf(team, await repos.teams.listPeople(team.id));
  }

  return {
    async mine(me: SessionUser, event: string, userId: string): Promise<Team | null> {
      assertOwnAccount(me, { userId });
      const found = await repos.teams.findTeamWithPeopleOfUser(event, me.id);
      return found ? viewOf(found.team, found.people) : null;
    },

    /** Every team the signed-in user is in (the profile's list), each with its people. */
    async allMine(me: SessionUser): Promise<Team[]> {
      return Promise.all((await repos.teams.listTeamsOfUser(me.id)).map(view));
    },

    /** The signed-in user becomes the leader; a one-person event makes a team of one. */
    async create(me: SessionUser, leaderId: string, event: string): Promise<Team> {
      assertOwnAccount(me, { userId: leaderId });
      if (findEventByKey(event)?.comingSoon) throw new BadInputError(apiMessages.registrationClosed);
      try {
        const team = await db.transaction((tx) => repos.teams.createWithLeader(event, me.id, tx));
        return await view(team);
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
     */
    async addMember(me: SessionUser, teamId: string, memberEmail: string): Promise<Team> {
      const team = await db.transaction(async (tx) => {
        const locked = await repos.teams.findByIdForUpdate(teamId, tx);
        if (!locked) throw new NotFoundError(apiMessages.teamNotFound);
        if (locked.leaderId !== me.id) throw new ForbiddenError(apiMessages.onlyLeader);
        const event = findEventByKey(locked.event);
        const size = event ? teamSizeOf(event) : 1;
        if ((await repos.teams.countPeople(locked.id, tx)) >= size) throw new ConflictError(apiMessages.teamFull);
        const member = await repos.users.findByEmail(memberEmail, tx);
        if (!member) throw new NotFoundError(apiMessages.memberNoAccount);
        if (await repos.teams.isInTeam(locked.id, member.id, tx)) throw new ConflictError(messages.memberAlreadyAdded);
        try {
          await repos.teams.addMember(locked, member.id, clock(), tx);
        } catch (error) {
          if (isUniqueViolation(error, IN_ONE_TEAM_PER_EVENT)) throw new ConflictError(apiMessages.memberInOtherTeam);
          throw error;
        }
        return locked;
      });
      return view(team);
    },

    /** The leader removes members; a member may leave; nobody removes the leader. */
    async removeMember(me: SessionUser, teamId: string, memberId: string): Promise<void> {
      const team = await repos.teams.findById(teamId);
      if (!team) throw new NotFoundError(apiMessages.teamNotFound);
      if (memberId === team.leaderId) throw new ForbiddenError(apiMessages.leaderNotRemovable);
      if (me.id !== team.leaderId && me.id !== memberId) throw new ForbiddenError(apiMessages.onlyLeader);
      if (!(await repos.teams.removeMember(team.id, memberId))) throw new NotFoundError(apiMessages.notAMember);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
