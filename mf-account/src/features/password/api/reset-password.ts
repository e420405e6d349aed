import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** POST /auth/resetPassword; resolves to the server's message (the same whether or not the account exists). */
export async function resetPassword(email: string): Promise<string> {
  const answer = await call(
    // The server builds the link from its own PUBLIC_URL; the origin is sent because the original site's call had it
    // (docs/API.md#password-reset-links).
    { method: 'POST', url: '/auth/resetPassword', data: { email, url: window.location.origin } },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );
  return answer.message ?? 'Check your email';
}
