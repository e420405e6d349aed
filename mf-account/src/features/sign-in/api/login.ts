import { messages, type LoginChallenge, type LoginProof, type User } from '@greatstep/shared';
import { call, isApiError } from '@greatstep/shared/api';

export interface LoginAnswer {
  token: string;
  user: User;
}

/**
 * POST /auth/login, with the proof of a challenge when the server asked for one; no answer at all reads 'Internal
 * server error' (docs/PRODUCT.md#messages).
 */
export function login(email: string, password: string, proof?: LoginProof): Promise<LoginAnswer> {
  return call<LoginAnswer>(
    { method: 'POST', url: '/auth/login', data: { email: email.trim(), password, ...(proof && { proof }) } },
    { networkMessage: messages.internalServerError },
  );
}

const isChallenge = (value: unknown): value is LoginChallenge => {
  if (typeof value !== 'object' || value === null) return false;
  const { salt, hash, max, expires, signature } = value as Record<string, unknown>;
  return (
    typeof salt === 'string' &&
    typeof hash === 'string' &&
    typeof signature === 'string' &&
    Number.isInteger(max) &&
    Number.isInteger(expires)
  );
};

/**
 * The challenge of a refused sign-in, when the refusal carries one: from a network where many sign-ins failed, a
 * browser without the account's device cookie proves some work and sends the same sign-in again
 * (docs/API.md#signing-in-and-sessions).
 */
export function challengeOf(error: unknown): LoginChallenge | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  // The answer's body, which the client's error keeps as its cause (an axios error).
  const body = (error.cause as { response?: { data?: unknown } } | undefined)?.response?.data;
  const challenge = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).challenge : undefined;
  return isChallenge(challenge) ? challenge : undefined;
}
