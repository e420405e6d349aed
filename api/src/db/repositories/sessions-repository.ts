import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { sessions, users } from '../schema';
import { publicUserColumns, type PublicUserRow } from './users-repository';

/** The signed-in user as a request sees it: never the password hash, which no authorised call needs. */
export type SessionUser = PublicUserRow;

export function createSessionsRepository(db: Db) {
  // Every authorised call starts here: prepared once, so neither Drizzle nor PostgreSQL plans it per request.
  const userByTokenHash = db
    .select(publicUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user_by_token_hash');

  return {
    async create(values: { userId: string; tokenHash: string; expiresAt: Date }, tx: Executor = db): Promise<void> {
      await tx.insert(sessions).values(values);
    },

    /** The user of a live session, or undefined for an unknown or expired token. */
    async findUserByTokenHash(tokenHash: string, now: Date): Promise<SessionUser | undefined> {
      // A placeholder is not encoded by its column, so the time goes as ISO text, which both drivers read alike.
      const [row] = await userByTokenHash.execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    /** Ends one session (logout); the user's other sessions stay. */
    async deleteByTokenHash(tokenHash: string, tx: Executor = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteForUser(userId: string, tx: Executor = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpired(now: Date, tx: Executor = db): Promise<number> {
      const rows = await tx.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
      return rows.length;
    },
  };
}
