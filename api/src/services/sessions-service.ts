import { messages } from '@greatstep/shared/isomorphic';
import type { SessionUser } from '../db/repositories';
import { addDays } from '../lib/clock';
import { UnauthenticatedError } from '../lib/domain-errors';
import { newToken, sha256 } from '../lib/tokens';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import type { ServiceDeps } from './deps';

export const SESSION_DAYS = 30;

/**
 * `Bearer <token>` or, as the seed's client sent it, the bare token. Read by position, not by a pattern such as
 * `Bearer\s+(.+)`, whose two quantifiers can trade the spaces a client writes between them.
 */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^bearer\s/i.test(value);
  const token = (bearer ? value.slice('bearer'.length) : value).trim();
  // Real tokens are 43 characters; anything far longer is not worth hashing.
  return token && token.length <= 256 ? token : undefined;
}

export function createSessionsService({ db, repos, clock }: ServiceDeps) {
  return {
    /** Each login gets its own token; only its hash is stored. */
    async issue(userId: string): Promise<string> {
      const token = newToken();
      await repos.sessions.create({ userId, tokenHash: sha256(token), expiresAt: addDays(clock(), SESSION_DAYS) });
      return token;
    },

    /** The signed-in user, or a refusal for a missing, forged or expired token. */
    async requireUser(authorization: string | undefined): Promise<{ user: SessionUser; token: string }> {
      const token = tokenFromHeader(authorization);
      if (!token) throw new UnauthenticatedError(messages.signInRequired);
      const user = await repos.sessions.findUserByTokenHash(sha256(token), clock());
      if (!user) throw new UnauthenticatedError(messages.signInRequired);
      return { user, token };
    },

    /** Logout: the token stops working at once, everywhere (the authenticate hook has checked it is live). */
    async end(token: string, record: AnswerRecord<void> = NO_RECORD): Promise<void> {
      await db.transaction(async (tx) => {
        await repos.sessions.deleteByTokenHash(sha256(token), tx);
        await record.done(tx, undefined);
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
