import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** POST /auth/sendEmail: the server draws and mails the 5-digit code (docs/API.md#sign-up-codes). */
export async function sendCode(email: string): Promise<void> {
  await call(
    { method: 'POST', url: '/auth/sendEmail', data: { email } },
    { networkMessage: messages.internalServerError, keyed: true },
  );
}
