import { eq, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { emailCodes } from '../schema';

export type EmailCodeRow = typeof emailCodes.$inferSelect;

export function createEmailCodesRepository(db: Db) {
  return {
    /**
     * Stores a new code for the address, replacing an older one only when that one was created at or before
     * `replaceIfCreatedBefore`. One statement, so two simultaneous requests cannot both get a code.
     * Returns false when a recent code blocked the new one.
     */
    async put(
      values: { email: string; codeHash: string; expiresAt: Date; createdAt: Date },
      replaceIfCreatedBefore: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(emailCodes)
        .values({ ...values, tries: 0 })
        .onConflictDoUpdate({
          target: emailCodes.email,
          set: { codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.createdAt, tries: 0 },
          setWhere: lte(emailCodes.createdAt, replaceIfCreatedBefore),
        })
        .returning({ id: emailCodes.id });
      return rows.length > 0;
    },

    async findByEmail(email: string, tx: Executor = db): Promise<EmailCodeRow | undefined> {
      const [row] = await tx.select().from(emailCodes).where(eq(emailCodes.email, email)).limit(1);
      return row;
    },

    /** Locks the row so that concurrent tries of one code are counted one after the other. */
    async findForUpdate(email: string, tx: Executor): Promise<EmailCodeRow | undefined> {
      const [row] = await tx.select().from(emailCodes).where(eq(emailCodes.email, email)).limit(1).for('update');
      return row;
    },

    async addTry(id: string, tx: Executor = db): Promise<void> {
      await tx
        .update(emailCodes)
        .set({ tries: sql`${emailCodes.tries} + 1` })
        .where(eq(emailCodes.id, id));
    },

    /** Codes past their expiry are of no use to anyone (a newer code replaces a live one anyway). */
    async deleteExpired(now: Date, tx: Executor = db): Promise<number> {
      const rows = await tx.delete(emailCodes).where(lte(emailCodes.expiresAt, now)).returning({ id: emailCodes.id });
      return rows.length;
    },

    async deleteById(id: string, tx: Executor = db): Promise<void> {
      await tx.delete(emailCodes).where(eq(emailCodes.id, id));
    },
  };
}
