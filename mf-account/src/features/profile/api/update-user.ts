import { messages, type User } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

export interface UpdateUserAnswer {
  token: string;
  user: User;
}

/** GET /auth/updateUser/{email}: the stored record's fresh copy; the client adds the stored token. */
export function updateUser(email: string): Promise<UpdateUserAnswer> {
  return call<UpdateUserAnswer>(
    { url: `/auth/updateUser/${encodeURIComponent(email)}` },
    { networkMessage: messages.internalServerError },
  );
}
