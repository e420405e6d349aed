import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { RegisterRequest } from '@greatstep/shared/schemas';

/** POST /auth/register with everything the steps collected and the mailed code. */
export async function register(data: RegisterRequest): Promise<void> {
  await call(
    { method: 'POST', url: '/auth/register', data },
    { networkMessage: messages.internalServerError, keyed: true },
  );
}
