import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { TeamLinkResult } from './team-link-result';

/**
 * POST /auth/team/leaveByLink: leaves the team with the token mailed on being added. No sign-in: the single-use
 * token is the authority. A refusal (used, expired, not in the team) throws an ApiError with the server's message.
 */
export async function leaveByLink(token: string): Promise<TeamLinkResult> {
  const answer = await call<{ event: string }>(
    { method: 'POST', url: '/auth/team/leaveByLink', data: { token } },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );
  return { message: answer.message ?? '', event: answer.event };
}
