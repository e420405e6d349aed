import type { Redis } from 'ioredis';
import type { RateCount, RateCounts } from './rate-counts';

const PREFIX = 'greatstep:rl:';

// Each script is one atomic step on the server, so API processes sharing the Redis never lose a count.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PEEK = `
local count = tonumber(redis.call('GET', KEYS[1]))
if not count then return {0, 0} end
return {count, math.max(redis.call('PTTL', KEYS[1]), 0)}`;

function asCount(reply: unknown): RateCount {
  if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number')
    throw new Error(`unexpected reply from a rate-limit script: ${JSON.stringify(reply)}`);
  return { count: reply[0], resetInMs: reply[1] };
}

/**
 * Counts in Redis, shared by every API process pointed at it (REDIS_URL). Each key expires with its window. The
 * Redis must not evict keys to make room (maxmemory-policy noeviction, Redis's default, or no maxmemory): an
 * evicting policy would let a flood of keys push out the counts of an account under attack.
 */
export function createRedisRateCounts(redis: Redis): RateCounts {
  return {
    async hit(key, windowMs) {
      return asCount(await redis.eval(HIT, 1, PREFIX + key, Math.max(1, Math.round(windowMs))));
    },
    async undo(key) {
      await redis.eval(UNDO, 1, PREFIX + key);
    },
    async peek(key) {
      return asCount(await redis.eval(PEEK, 1, PREFIX + key));
    },
    async mark(key, ttlMs) {
      await redis.set(PREFIX + key, 1, 'PX', Math.max(1, Math.round(ttlMs)));
    },
  };
}
