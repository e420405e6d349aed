import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** POST /auth/checkResetLink: whether the mailed link can still change the password, without using it. */
export async function checkResetLink(email: string, token: string): Promise<void> {
  await call(
    { method: 'POST', url: '/auth/checkResetLink', data: { email, token } },
    { networkMessage: messages.serverUnreachable },
  );
}
