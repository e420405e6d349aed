import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * How soon a lost connection to Redis is opened again, every time: ioredis's own back-off grows to 2 s, which a
 * Redis back from a restart would wait out before any count works again (docs/DEPLOY.md#when-a-process-fails).
 */
export const REDIS_RETRY_MS = 250;

/**
 * The connection to REDIS_URL, whose outage is logged once, not per call. While Redis is down a command waits for one
 * attempt to reconnect at most, then fails: the calls that need a count answer 503 within a second instead of waiting
 * in a queue, and the per-network budgets let the call through (plugins/external/rate-limit.ts).
 */
export function openRedis(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => REDIS_RETRY_MS });
  let down = false;
  // Without a listener ioredis reports every failed attempt on the console; heard here, once per outage.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis does not answer: calls that need a rate-limit count answer 503 until it does');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again');
  });
  return redis;
}

/** Ends the connection, politely when Redis answers, at once when it does not (a server closing during an outage). */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
