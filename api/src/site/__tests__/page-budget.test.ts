import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { openAppWithSite } from '../../testing/fake-site';
import { testConfig } from '../../testing/test-app';
import { startThrowawayRedis, type ThrowawayRedis } from '../../__tests__/deployment/throwaway-redis';
import { PAGES_PER_NETWORK } from '../page-rate-limit';

/** What a client writes into a page request costs it, not the server (docs/SECURITY.md). */
describe('page requests a client makes expensive or many', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  async function start(rateLimit: boolean): Promise<void> {
    ({ app, close } = await openAppWithSite(true, { config: testConfig({ rateLimit }) }));
  }

  afterEach(async () => {
    await close();
  });

  it('sends the page whole for an If-None-Match padded with thousands of spaces, and 304 for a real one', async () => {
    await start(true);
    for (const url of ['/', '/signin', '/remotes.json']) {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const etag = String(first.headers.etag);
      const padded = await app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': `a${' '.repeat(16_000)}b, ${etag}` },
      });
      expect({ url, status: padded.statusCode, sent: padded.rawPayload.length }).toEqual({
        url,
        status: 200,
        sent: first.rawPayload.length,
      });
      const real = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': `"old", ${etag}` } });
      expect({ url, status: real.statusCode }).toEqual({ url, status: 304 });
    }
  });

  it(`answers a network's pages past ${PAGES_PER_NETWORK.max} a minute with 429, and only that network's`, async () => {
    await start(true);
    const page = (url: string, remoteAddress: string) => app.inject({ url, remoteAddress });
    const answered: number[] = [];
    for (let n = 0; n < PAGES_PER_NETWORK.max; n += 1) {
      answered.push((await page(n % 2 ? '/great-step/events' : '/remotes.json', '203.0.113.9')).statusCode);
    }
    expect(answered.every((status) => status === 200)).toBe(true);

    const refused = await page('/', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Please try again in a minute');
    expect((await page('/remotes.json', '203.0.113.9')).statusCode).toBe(429);

    // Another household, and the bundles' files of the refused one, are served as before.
    expect((await page('/', '198.51.100.4')).statusCode).toBe(200);
    expect((await page('/remotes/events/remoteEntry.js', '203.0.113.9')).statusCode).toBe(200);
    // The API keeps its own limits.
    expect((await page('/api/health', '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts no pages with RATE_LIMIT=off, as for API calls (load tests on loopback)', async () => {
    await start(false);
    for (let n = 0; n <= PAGES_PER_NETWORK.max; n += 1) {
      expect((await app.inject({ url: '/remotes.json', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    }
  });
});

describe('the page budget of several processes with one Redis (REDIS_URL)', () => {
  let redis: ThrowawayRedis;
  let counts: Redis;

  /** Asks with `ask` until Redis holds a count for `network`: the process asking is connected to it. */
  async function counted(ask: () => Promise<unknown>, network: string): Promise<void> {
    for (let tries = 0; tries < 100; tries += 1) {
      await ask();
      // @fastify/rate-limit puts its own words between the name space and the key.
      if ((await counts.keys(`greatstep:page:*page:${network}`)).length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no page of ${network} was counted in Redis`);
  }
  const apps: { app: FastifyInstance; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    for (let n = 0; n < 2; n += 1) {
      apps.push(await openAppWithSite(true, { config: testConfig({ rateLimit: true, redisUrl: redis.url }) }));
    }
    counts = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    // Both connected to Redis before the count starts: until then a process serves pages uncounted.
    for (const [n, { app }] of apps.entries())
      await counted(() => app.inject({ url: '/', remoteAddress: `192.0.2.${n}` }), `192.0.2.${n}`);
  });
  afterAll(async () => {
    counts.disconnect();
    for (const { close } of apps) await close();
    await redis.stop();
  });

  const page = (n: number, url: string, remoteAddress: string) =>
    (apps[n % 2] as { app: FastifyInstance }).app.inject({ url, remoteAddress });

  it(`gives a network ${PAGES_PER_NETWORK.max} pages a minute in all, whichever process answers them`, async () => {
    const answered: number[] = [];
    for (let n = 0; n < PAGES_PER_NETWORK.max; n += 1) {
      answered.push((await page(n, n % 3 ? '/great-step/events' : '/', '203.0.113.77')).statusCode);
    }
    expect(answered.filter((status) => status !== 200)).toEqual([]);
    expect([(await page(0, '/', '203.0.113.77')).statusCode, (await page(1, '/', '203.0.113.77')).statusCode]).toEqual([
      429, 429,
    ]);
    expect((await page(1, '/', '198.51.100.77')).statusCode).toBe(200);
  });

  it('serves pages uncounted while Redis is down, and counts again once it is back', async () => {
    await redis.down();
    try {
      for (let n = 0; n < 20; n += 1)
        expect((await page(n, '/great-step/events', '198.51.100.78')).statusCode).toBe(200);
    } finally {
      await redis.up();
    }
    await counted(() => page(0, '/', '198.51.100.79'), '198.51.100.79');
    await counted(() => page(1, '/', '198.51.100.80'), '198.51.100.80');
  });
});
