import { messages, type User } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

export interface UpdateUserAnswer {
  token: string;
  user: User;
}

/**
 * GET /auth/updateUser/{email}: the stored record's fresh copy; the client adds the stored token. The profile and the
 * payment page both ask it; a feature never imports another, so it lives here.
 */
export function updateUser(email: string): Promise<UpdateUserAnswer> {
  return call<UpdateUserAnswer>(
    { url: `/auth/updateUser/${encodeURIComponent(email)}` },
    { networkMessage: messages.internalServerError },
  );
}
