import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/**
 * POST /auth/checkResetLink: whether the mailed link can still change the password, without using it. Resolves to
 * the reason it cannot, or undefined when it can.
 */
export async function whyResetLinkIsDead(email: string, token: string): Promise<string | undefined> {
  const answer = await call<{ usable: boolean }>(
    { method: 'POST', url: '/auth/checkResetLink', data: { email, token } },
    { networkMessage: messages.serverUnreachable },
  );
  return answer.usable ? undefined : (answer.message ?? messages.serverUnreachable);
}
