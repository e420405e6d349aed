import { desc, eq, lte, or } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { passwordResets, users } from '../schema';
import type { UserRow } from './users-repository';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export function createPasswordResetsRepository(db: Db) {
  /** The reset row with the token's hash, joined to its user. */
  const withUser = (tokenHash: string, tx: Executor) =>
    tx
      .select({ reset: passwordResets, user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(passwordResets.tokenHash, tokenHash))
      .limit(1);

  return {
    async create(
      values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(passwordResets).values(values);
    },

    /** When the user's newest link was made, if they have one. */
    async newestCreatedAt(userId: string, tx: Executor = db): Promise<Date | undefined> {
      const [row] = await tx
        .select({ createdAt: passwordResets.createdAt })
        .from(passwordResets)
        .where(eq(passwordResets.userId, userId))
        .orderBy(desc(passwordResets.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    /** The reset row and its user, without a lock: to decide whether a change is worth a password hash. */
    async findByTokenHash(
      tokenHash: string,
      tx: Executor = db,
    ): Promise<{ reset: PasswordResetRow; user: UserRow } | undefined> {
      const [row] = await withUser(tokenHash, tx);
      return row;
    },

    /** Locks the reset row so that a token can be used only once even by simultaneous requests. */
    async findByTokenHashForUpdate(
      tokenHash: string,
      tx: Executor,
    ): Promise<{ reset: PasswordResetRow; user: UserRow } | undefined> {
      const [row] = await withUser(tokenHash, tx).for('update', { of: passwordResets });
      return row;
    },

    /** Links past their expiry or already used: each would only be refused. */
    async deleteExpiredOrUsed(now: Date, tx: Executor = db): Promise<number> {
      const rows = await tx
        .delete(passwordResets)
        .where(or(lte(passwordResets.expiresAt, now), eq(passwordResets.used, true)))
        .returning({ id: passwordResets.id });
      return rows.length;
    },

    /** A link whose mail failed: it reached nobody, so it must not count as the minute's mailed link. */
    async deleteByTokenHash(tokenHash: string, tx: Executor = db): Promise<void> {
      await tx.delete(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
    },

    /** After a change of password, or when a new link is made, every other reset link of the user stops working. */
    async markAllUsed(userId: string, tx: Executor = db): Promise<void> {
      await tx.update(passwordResets).set({ used: true }).where(eq(passwordResets.userId, userId));
    },
  };
}
