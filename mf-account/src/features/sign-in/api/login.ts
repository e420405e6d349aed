import { messages, type User } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

export interface LoginAnswer {
  token: string;
  user: User;
}

/** POST /auth/login; no answer at all reads 'Internal server error' (docs/PRODUCT.md#messages). */
export function login(email: string, password: string): Promise<LoginAnswer> {
  return call<LoginAnswer>(
    { method: 'POST', url: '/auth/login', data: { email: email.trim(), password } },
    { networkMessage: messages.internalServerError },
  );
}
