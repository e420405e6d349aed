import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { sessions, users } from '../schema';
import type { UserRow } from './users-repository';

export function createSessionsRepository(db: Db) {
  return {
    async create(values: { userId: string; tokenHash: string; expiresAt: Date }, tx: Executor = db): Promise<void> {
      await tx.insert(sessions).values(values);
    },

    /** The user of a live session, or undefined for an unknown or expired token. */
    async findUserByTokenHash(tokenHash: string, now: Date, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row?.user;
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

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
