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
 * every API process that uses them. The generous per-network budgets live in Redis too, or else in each process.
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
  close(): Promise<void>;
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
    // The database belongs to the app, which closes it.
    close: async () => {},
  };
}

/**
 * Counts in this process, at most `maxKeys` of them: when full, the key used least recently is dropped. Only for
 * the generous per-network budgets, where a dropped count merely gives one network a fresh budget and dropping one
 * takes `maxKeys` other networks; never for the counts of an account (those live in Redis or the database).
 */
export function createMemoryRateCounts(maxKeys: number, clock: Clock): RateCounts {
  const entries = new Map<string, { count: number; resetsAt: number }>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (!entry || entry.resetsAt <= now) return undefined;
    // Map keeps insertion order: moving a used key to the end keeps the least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  const store = (key: string, entry: { count: number; resetsAt: number }) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxKeys) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  };
  return {
    async hit(key, windowMs) {
      const now = clock().getTime();
      const entry = live(key, now) ?? { count: 0, resetsAt: now + windowMs };
      entry.count += 1;
      store(key, entry);
      return { count: entry.count, resetInMs: entry.resetsAt - now };
    },
    async undo(key) {
      const entry = live(key, clock().getTime());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key) {
      const now = clock().getTime();
      const entry = live(key, now);
      return entry ? { count: entry.count, resetInMs: entry.resetsAt - now } : { count: 0, resetInMs: 0 };
    },
    async mark(key, ttlMs) {
      store(key, { count: 1, resetsAt: clock().getTime() + ttlMs });
    },
    close: async () => {
      entries.clear();
    },
  };
}
