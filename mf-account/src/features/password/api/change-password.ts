import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** PUT /auth/changePassword with the e-mail and token of the mailed link. */
export async function changePassword(email: string, token: string, newPassword: string): Promise<void> {
  await call(
    { method: 'PUT', url: '/auth/changePassword', data: { email, token, newPassword } },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );
}
