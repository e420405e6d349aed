import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** GET /auth/checkEmail/{email}: resolves when the address is free; otherwise throws the server's message. */
export async function checkEmail(email: string): Promise<void> {
  await call({ url: `/auth/checkEmail/${encodeURIComponent(email)}` }, { networkMessage: messages.unexpectedError });
}
