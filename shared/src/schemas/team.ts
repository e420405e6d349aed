import './zod-config';
import { z } from './zod';
import { messages } from '../messages';
import { teamLinkMessages } from '../team-link-messages';
import { isRegistrationKey } from '../events/catalogue';
import { emailSchema, idSchema } from './fields';

export const eventKeySchema = z
  .string({ error: messages.unknownEvent })
  .refine(isRegistrationKey, { error: messages.unknownEvent });

export const createTeamSchema = z.object({ leader_id: idSchema, event: eventKeySchema });

export const addMemberSchema = z.object({ team_id: idSchema, memberEmail: emailSchema });

export const teamParamsSchema = z.object({ event: eventKeySchema, userId: idSchema });

export const deleteMemberParamsSchema = z.object({ teamId: idSchema, memberId: idSchema });

type TeamShape = { leader_id: { _id: string; email: string }; members: ReadonlyArray<{ _id: string; email: string }> };

/**
 * The add-member form shows only while the leader plus the members are fewer than the team size
 * (docs/PRODUCT.md#team-panel).
 */
export function teamHasRoom(team: Pick<TeamShape, 'members'>, teamSize: number): boolean {
  return roomForOneMore(1 + team.members.length, teamSize);
}

/** The one rule of a team's size, for the page and the server alike: `people` counts the leader. */
export function roomForOneMore(people: number, teamSize: number): boolean {
  return people < teamSize;
}

export function isTeamLeader(team: Pick<TeamShape, 'leader_id'>, userId: string): boolean {
  return team.leader_id._id === userId;
}

/** Client-side duplicate check before calling addMembers (docs/PRODUCT.md#adding-a-team-member). */
export function isAlreadyInTeam(
  team: { leader_id: { email: string }; members: ReadonlyArray<{ email: string }> },
  email: string,
): boolean {
  const wanted = email.trim().toLowerCase();
  return [team.leader_id, ...team.members].some((person) => person.email.toLowerCase() === wanted);
}

export type CreateTeamRequest = z.input<typeof createTeamSchema>;
export type AddMemberRequest = z.input<typeof addMemberSchema>;

/** The token of a mailed team link: 256 random bits, base64url (api/src/lib/tokens.ts). */
export const teamLinkSchema = z.object({
  token: z
    .string({ error: teamLinkMessages.linkInvalid })
    .regex(/^[\w-]{43}$/, { error: teamLinkMessages.linkInvalid }),
});

export type TeamLinkRequest = z.input<typeof teamLinkSchema>;
