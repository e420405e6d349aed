import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** GET /auth/checkMobile/{mobile}: resolves when the number is free; otherwise throws the server's message. */
export async function checkMobile(mobile: string): Promise<void> {
  await call({ url: `/auth/checkMobile/${encodeURIComponent(mobile)}` }, { networkMessage: messages.unexpectedError });
}
