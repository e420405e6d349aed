import { findEventByKey, messages, roomForOneMore, teamLinkMessages, teamSizeOf } from '@greatstep/shared/isomorphic';
import type { Executor } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { TeamRow } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { ConflictError } from '../lib/domain-errors';
import type { ServiceDeps } from './deps';

/** One team per user per event: the unique index a second team or join of a user for an event breaks. */
export const IN_ONE_TEAM_PER_EVENT = 'team_members_event_user_unique';

/** The refusals of an add, in the words of whoever asked: the leader about someone, or the person about themself. */
export interface AddRefusals {
  alreadyIn: string;
  inOtherTeam: string;
}

export const LEADER_ADDS: AddRefusals = {
  alreadyIn: messages.memberAlreadyAdded,
  inOtherTeam: apiMessages.memberInOtherTeam,
};
export const SELF_JOINS: AddRefusals = {
  alreadyIn: teamLinkMessages.alreadyInThisTeam,
  inOtherTeam: apiMessages.alreadyInTeamForEvent,
};

/**
 * The rules of every add to a team, a leader's or a rejoining member's, for a team row the caller has locked (so
 * simultaneous adds are counted one after the other): never past the event's size, not twice. The insert itself is
 * `insertMember`.
 */
export function createTeamAdds({ repos, clock }: Pick<ServiceDeps, 'repos' | 'clock'>) {
  async function assertRoom(team: TeamRow, tx: Executor): Promise<void> {
    const event = findEventByKey(team.event);
    const size = event ? teamSizeOf(event) : 1;
    if (!roomForOneMore(await repos.teams.countPeople(team.id, tx), size))
      throw new ConflictError(apiMessages.teamFull);
  }

  async function assertNotIn(team: TeamRow, userId: string, refusals: AddRefusals, tx: Executor): Promise<void> {
    if (await repos.teams.isInTeam(team.id, userId, tx)) throw new ConflictError(refusals.alreadyIn);
  }

  async function insertMember(team: TeamRow, userId: string, refusals: AddRefusals, tx: Executor): Promise<void> {
    try {
      await repos.teams.addMember(team, userId, clock(), tx);
    } catch (error) {
      // One team per user per event, enforced by the database so that two simultaneous joins can not both win.
      if (isUniqueViolation(error, IN_ONE_TEAM_PER_EVENT)) throw new ConflictError(refusals.inOtherTeam);
      throw error;
    }
  }

  return { assertRoom, assertNotIn, insertMember };
}
