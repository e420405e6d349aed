import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** POST /auth/logout: the server forgets the session, so the token stops working everywhere. */
export async function logout(): Promise<void> {
  await call({ method: 'POST', url: '/auth/logout' }, { networkMessage: messages.serverUnreachable, keyed: true });
}
