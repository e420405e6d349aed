import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { TeamLinkResult } from './team-link-result';

/**
 * POST /auth/team/acceptInvite: rejoins the team with the invitation token. No sign-in: the single-use token is the
 * authority. A refusal (used, expired, team full, in another team) throws an ApiError with the server's message.
 */
export async function acceptInvite(token: string): Promise<TeamLinkResult> {
  const answer = await call<{ event: string }>(
    { method: 'POST', url: '/auth/team/acceptInvite', data: { token } },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );
  return { message: answer.message ?? '', event: answer.event };
}
