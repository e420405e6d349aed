import type { RateLimitsRepository } from '../db/repositories';
import type { Clock } from './clock';

/** A key's count in its current window, and how long until that window ends. */
export interface RateCount {
  count: number;
  resetInMs: number;
}

/**
 * A store of rate-limit counts. Those of accounts and addresses live in Redis when REDIS_URL is set, else in the
 * database (embedded PGlite or PostgreSQL): neither evicts a live count to make room for others, so a flood of
 * requests about other e-mails can never push out the count of an account under attack, and both are shared by
 * every API process that uses them. The generous per-network budgets are @fastify/rate-limit's
 * (plugins/external/rate-limit.ts).
 */
export interface RateCounts {
  /** Adds one to the key's count in its fixed window (a new window of `windowMs` starts when the last one ended). */
  hit(key: string, windowMs: number): Promise<RateCount>;
  /** Takes back one hit from a live count: a login attempt that turned out to be the right password. */
  undo(key: string): Promise<void>;
  /** The live count without adding to it. */
  peek(key: string): Promise<RateCount>;
  /** Sets the key to one for `ttlMs` from now: a remembered fact that lasts while it is renewed. */
  mark(key: string, ttlMs: number): Promise<void>;
}

/** Counts in the rate_limits table; the time is the app's clock, so tests move windows as they move expiries. */
export function createDatabaseRateCounts(repository: RateLimitsRepository, clock: Clock): RateCounts {
  const counted = ({ count, resetsAt }: { count: number; resetsAt: Date }, now: Date): RateCount => ({
    count,
    resetInMs: Math.max(0, resetsAt.getTime() - now.getTime()),
  });
  return {
    async hit(key, windowMs) {
      const now = clock();
      return counted(await repository.hit(key, now, windowMs), now);
    },
    undo: (key) => repository.undo(key, clock()),
    async peek(key) {
      const now = clock();
      return counted(await repository.peek(key, now), now);
    },
    mark: (key, ttlMs) => repository.mark(key, clock(), ttlMs),
  };
}
