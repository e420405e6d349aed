import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { idempotencyKeys } from '../schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** A key as a call claims it: whose, for which call, and the call's own mark. */
export interface KeyClaim {
  key: string;
  scope: string;
  fingerprint: string;
  claim: string;
  heldUntil: Date;
  now: Date;
}

/** The answer a call gave, as the key keeps it. */
export interface KeptAnswer {
  status: number;
  answer: Record<string, unknown>;
}

export function createIdempotencyRepository(db: Db) {
  const held = (key: string, claim: string) => and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.claim, claim));

  return {
    /**
     * Makes the key's row, held by this call; false when the key has one already. One statement, so of two calls
     * claiming one key at the same moment, in any processes, one gets it.
     */
    async claim({ now, ...values }: KeyClaim): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...values, createdAt: now })
        .onConflictDoNothing({ target: idempotencyKeys.key })
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async find(key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
      return row;
    },

    /**
     * Gives an unanswered key whose hold has expired to another call: its mark replaces the older call's, which can
     * then store no answer. False when the key was answered or taken over meanwhile.
     */
    async takeOver({ key, claim, heldUntil, now }: Pick<KeyClaim, 'key' | 'claim' | 'heldUntil' | 'now'>) {
      const rows = await db
        .update(idempotencyKeys)
        .set({ claim, heldUntil })
        .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status), lte(idempotencyKeys.heldUntil, now)))
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    /**
     * Stores the answer of the call holding the key, inside the transaction of its write (`tx`); false when it no
     * longer holds it (a repeat took it over), which the caller turns into a rollback.
     */
    async keep(key: string, claim: string, { status, answer }: KeptAnswer, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(idempotencyKeys)
        .set({ status, answer })
        .where(held(key, claim))
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    /** A call that wrote nothing lets its key go, so that a repeat carries it out. An answered key stays. */
    async release(key: string, claim: string): Promise<void> {
      await db.delete(idempotencyKeys).where(and(held(key, claim), isNull(idempotencyKeys.status)));
    },

    /** A write taken back after its commit takes its answer with it (`tx`: the transaction that takes it back). */
    async forget(key: string, claim: string, tx: Executor = db): Promise<void> {
      await tx.delete(idempotencyKeys).where(held(key, claim));
    },

    /** Keys made before `time`: a repeat that late is a new call. */
    async deleteBefore(time: Date, tx: Executor = db): Promise<number> {
      const rows = await tx
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, time))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
