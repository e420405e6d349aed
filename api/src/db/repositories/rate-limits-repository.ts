import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { rateLimits } from '../schema';

export interface RateCount {
  count: number;
  resetsAt: Date;
}

// Times inside sql`` are not encoded by a column, so they go as ISO text, which both drivers read alike.
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

export function createRateLimitsRepository(db: Db) {
  return {
    /**
     * Adds one to the key's count and returns it: a key whose window has ended starts a new one at `now`. One
     * statement, so simultaneous hits from any number of API processes are each counted.
     */
    async hit(key: string, now: Date, windowMs: number, tx: Executor = db): Promise<RateCount> {
      const resetsAt = new Date(now.getTime() + windowMs);
      const ended = sql`${rateLimits.resetsAt} <= ${at(now)}`;
      const [row] = await tx
        .insert(rateLimits)
        .values({ key, count: 1, resetsAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${rateLimits.resetsAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetsAt: rateLimits.resetsAt });
      if (!row) throw new Error('upsert into rate_limits returned no row');
      return row;
    },

    /** Takes one back from a live count (never below zero). */
    async undo(key: string, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, now)));
    },

    /** The live count of a key, without adding to it: zero when none. */
    async peek(key: string, now: Date, tx: Executor = db): Promise<RateCount> {
      const [row] = await tx
        .select({ count: rateLimits.count, resetsAt: rateLimits.resetsAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, now)))
        .limit(1);
      return row ?? { count: 0, resetsAt: now };
    },

    /** Sets a key to one for `ttlMs` from now, whatever it held: a mark that lasts while it is renewed. */
    async mark(key: string, now: Date, ttlMs: number, tx: Executor = db): Promise<void> {
      const resetsAt = new Date(now.getTime() + ttlMs);
      await tx
        .insert(rateLimits)
        .values({ key, count: 1, resetsAt })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetsAt } });
    },

    /** Counts whose window has ended: each would start again from zero anyway. */
    async deleteExpired(now: Date, tx: Executor = db): Promise<number> {
      const rows = await tx.delete(rateLimits).where(lte(rateLimits.resetsAt, now)).returning({ key: rateLimits.key });
      return rows.length;
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
