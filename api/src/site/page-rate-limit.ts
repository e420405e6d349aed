import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { networkOf } from '../lib/network';

/**
 * Pages (and remotes.json) one network may ask for in a minute: twenty a second. One address may be a whole campus
 * behind its NAT, and a visitor asks for one page per visit (the shell's router moves between pages without asking
 * the server), so no crowd of people comes near it; a script that asks in a loop is answered 429 from then on
 * (docs/SECURITY.md#what-a-client-writes-costs-it-not-us).
 */
export const PAGES_PER_NETWORK = { max: 1_200, windowMs: 60_000 } as const;

/** Networks whose counts each process keeps: a flood from more only hands the oldest a fresh budget. */
const NETWORKS_KEPT = 100_000;

const TOO_MANY =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests | GreatStep 2025</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>' +
  '<h1>Too many requests</h1><p>Too many pages were asked for from your network. Please try again in a minute.</p>' +
  '</body></html>';

/** Answers 429 and returns false when the request's network has spent its budget; true to go on. */
export type PageBudget = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * The page budget of the site plugin `site` (on: RATE_LIMIT), for what reaches the API: nginx answers most pages from
 * its cache (docs/DEPLOY.md#pages-at-the-speed-of-files). Counted in Redis when there is one (REDIS_URL), so a network
 * has one budget however many processes answer it, as the other per-network budgets are; else in each process. A page
 * must still be served while Redis is down, and costs the server little (made once per release set, then sent as it
 * was made): while Redis is not connected, or when it fails to count, the page is served uncounted, at once.
 */
export async function pageBudget(site: FastifyInstance, on: boolean, redis?: Redis): Promise<PageBudget> {
  if (!on) return async () => true;
  await site.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'greatstep:page:', skipOnError: true } : {}),
  });
  // `cache` sizes this limiter's own store (the plugin-wide option does not reach it), as in the API's limits.
  const options: CreateRateLimitOptions & { cache: number } = {
    max: PAGES_PER_NETWORK.max,
    timeWindow: PAGES_PER_NETWORK.windowMs,
    cache: NETWORKS_KEPT,
    keyGenerator: (request) => `page:${networkOf(request.ip)}`,
  };
  const limit = site.createRateLimit(options);
  return async (request, reply) => {
    // A Redis that is down would hold the page until ioredis gives up on it (a second or two): not counted instead.
    if (redis && redis.status !== 'ready') return true;
    const budget = await limit(request);
    if (budget.isAllowed || !budget.isExceeded) return true;
    await reply
      .code(429)
      .header('Retry-After', String(Math.max(1, budget.ttlInSeconds)))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(TOO_MANY);
    return false;
  };
}
