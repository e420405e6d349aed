import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { TeamLinkDetails } from '@greatstep/shared/schemas';

/**
 * POST /auth/team/linkDetails: what a mailed link is about (its event and leader), read without using the link.
 * A dead link (used, expired, replaced) throws an ApiError with the server's message.
 */
export function linkDetails(token: string): Promise<TeamLinkDetails> {
  return call<TeamLinkDetails>(
    { method: 'POST', url: '/auth/team/linkDetails', data: { token } },
    { networkMessage: messages.serverUnreachable },
  );
}
