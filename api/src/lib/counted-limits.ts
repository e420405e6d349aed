import { apiMessages } from './api-messages';
import type { Clock } from './clock';
import { RateLimitedError, UnavailableError } from './domain-errors';
import type { RateCount, RateCounts } from './rate-counts';
import { sha256 } from './tokens';

/** At most `max` calls (or failures) in a fixed window of `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export const MINUTE = 60_000;
export const WINDOW = 15 * MINUTE;

/** Generous per network: at the fest desk a whole college registers from behind one IP. */
export const PER_NETWORK: Limit = { max: 300, windowMs: WINDOW };

/** An e-mail or mobile as its counts know it, however the caller spelt it. */
export const normalized = (value: string) => value.trim().toLowerCase();

/** The refusal of a spent count, with the seconds until its window ends (Retry-After). */
export const refusal = (count: RateCount) =>
  new RateLimitedError(apiMessages.tooManyRequests, Math.max(1, Math.ceil(count.resetInMs / 1000)));

/** A store that does not answer (Redis down) refuses the call as unavailable for now: never a 500, never let through. */
export async function orUnavailable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof RateLimitedError) throw error;
    throw new UnavailableError(apiMessages.unavailable, { cause: error });
  }
}

/**
 * The store sees a hash of each key, never the e-mail or mobile in it: what a caller sent (a NUL byte, half a
 * character) can not reach the database or Redis, and the stored keys hold no personal data.
 */
export function withHashedKeys(store: RateCounts): RateCounts {
  return {
    hit: (key, windowMs) => store.hit(sha256(key), windowMs),
    undo: (key) => store.undo(sha256(key)),
    peek: (key) => store.peek(sha256(key)),
    mark: (key, ttlMs) => store.mark(sha256(key), ttlMs),
  };
}

/** Keys this process has seen refused, at most this many (the oldest refusal is forgotten first). */
const REFUSALS_KEPT = 100_000;

/** Counts one call against a key's limit and throws RateLimitedError once the limit is spent. */
export type WithinLimit = (key: string, limit: Limit) => Promise<void>;

/**
 * A count over its limit stays over it until its window ends (only login's reserved tries are ever taken back, and
 * login does not come through here), so a key refused once is refused again here without a write to Redis or the
 * database: a flood of calls about one hammered address costs the store one write per process and window. `clock`
 * is the time of the store.
 */
export function withinLimits(counts: RateCounts, clock: Clock): WithinLimit {
  const refusedUntil = new Map<string, number>();
  return async (key, limit) => {
    const now = clock().getTime();
    const until = refusedUntil.get(key);
    if (until !== undefined && until > now) throw refusal({ count: limit.max + 1, resetInMs: until - now });
    refusedUntil.delete(key);
    const count = await orUnavailable(() => counts.hit(key, limit.windowMs));
    if (count.count > limit.max) {
      refusedUntil.set(key, now + count.resetInMs);
      if (refusedUntil.size > REFUSALS_KEPT) refusedUntil.delete(refusedUntil.keys().next().value ?? key);
      throw refusal(count);
    }
  };
}
