import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import { apiMessages } from '../lib/api-messages';
import { createMemoryMailer } from '../mail/memory-mailer';
import { CURRENT_SET_CACHE_MS } from '../services/remote-releases-service';
import { siteOptions } from '../site';
import { fakeBundles } from '../testing/fake-bundles';
import { fakeBuiltSite } from '../testing/fake-site';
import { releaseCommands } from '../testing/release-site';
import { testConfig } from '../testing/test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres';

/*
 * A database blink seen from one process serving the site and the API (docs/DEPLOY.md#when-a-process-fails), on a
 * PostgreSQL of the test's own that it stops and starts: a process started while it is down listens, is live and
 * not ready, and is ready with its migrations applied soon after the return; pages come from the releases read last
 * and only the calls that need the database answer 503, each outage logged once.
 */

// Short bounds, so a call to a stopped server fails at once either way; the defaults (config.ts) are longer.
const TIMEOUTS = { connectMs: 1_000, acquireMs: 1_000, statementMs: 1_000 };
/** The promise of docs/DEPLOY.md#when-a-process-fails: ready again within 2 s of PostgreSQL's return. */
const READY_WITHIN_MS = 2_000;
const STABLE = 'https://cdn.example.org/events/v2/mf-manifest.json';
const PAGES = ['/', '/great-step/events', '/remotes.json', '/sitemap.xml'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one process while its PostgreSQL is down', () => {
  let postgres: ThrowawayPostgres;
  let built: ReturnType<typeof fakeBuiltSite>;
  let app: FastifyInstance | undefined;
  let lines: { level: number; msg: string }[] = [];

  async function start(): Promise<FastifyInstance> {
    lines = [];
    app = await buildApp({
      config: testConfig({
        logLevel: 'info',
        rateLimit: false,
        database: { driver: 'postgres', url: postgres.url, timeouts: TIMEOUTS },
      }),
      mailer: createMemoryMailer(),
      site: siteOptions(loadConfig({}), built.root),
      readBundle: fakeBundles,
      logStream: { write: (line) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    await app.ready();
    return app;
  }

  const get = (url: string) => {
    if (!app) throw new Error('no app started');
    return app.inject({ url, headers: { accept: 'text/html' } });
  };
  const seen = (url: string, answer: LightMyRequestResponse) => ({
    url,
    status: answer.statusCode,
    retryAfter: answer.headers['retry-after'],
  });
  const logged = (text: string) => lines.filter((line) => line.msg.includes(text)).length;

  /** From PostgreSQL's return until /api/ready answers 200, polled every 50 ms. */
  async function readyAfterReturn(): Promise<number> {
    await postgres.up();
    const back = performance.now();
    while ((await get('/api/ready')).statusCode !== 200) {
      if (performance.now() - back > 20_000) throw new Error('not ready 20 s after PostgreSQL came back');
      await sleep(50);
    }
    return Math.round(performance.now() - back);
  }

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    built = fakeBuiltSite();
  }, 120_000);

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(async () => {
    await postgres?.stop();
    built?.remove();
  }, 60_000);

  it('starts without it, live and not ready, and is ready with its migrations applied within 2 s of its return', async () => {
    // A new cluster: not one migration applied yet.
    await postgres.down();
    await start();

    expect((await get('/api/health')).statusCode).toBe(200);
    for (const url of ['/api/ready', '/api/auth/checkEmail/early@example.com']) {
      const answer = await get(url);
      expect(seen(url, answer)).toEqual({ url, status: 503, retryAfter: '5' });
      expect(answer.json()).toEqual({ success: false, message: apiMessages.unavailable });
    }
    // No release set read since the start: a page naming the built-in remotes could contradict the releases, so it
    // waits; robots.txt and the build's files depend on no release.
    for (let round = 0; round < 5; round += 1) {
      for (const url of PAGES) {
        const answer = await get(url);
        expect(seen(url, answer)).toEqual({ url, status: 503, retryAfter: '5' });
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.body).toContain('<h1>Back in a moment</h1>');
      }
    }
    expect(seen('/robots.txt', await get('/robots.txt'))).toMatchObject({ status: 200 });
    expect(seen('/main.js', await get('/main.js'))).toMatchObject({ status: 200 });
    expect(logged('PostgreSQL does not answer')).toBe(1);
    expect(logged("the remotes' releases could not be read")).toBe(1);

    const ms = await readyAfterReturn();
    console.log(`started while PostgreSQL was down: ready ${ms} ms after it came back`);
    expect(ms).toBeLessThanOrEqual(READY_WITHIN_MS);
    expect(logged('PostgreSQL answers: migrations applied')).toBe(1);
    // The tables are there: the migrations ran.
    expect((await get('/api/auth/checkEmail/later@example.com')).statusCode).toBe(200);
    for (const url of PAGES) expect(seen(url, await get(url))).toMatchObject({ status: 200 });
  }, 60_000);

  it('serves the releases it read last while it is down, logs the outage once, and reads them again once back', async () => {
    let releases: Database | undefined;
    try {
      releases = await createDatabase({
        database: { driver: 'postgres', url: postgres.url, timeouts: TIMEOUTS },
        onConnectionLost: () => {},
      });
      const release = await releaseCommands({ database: releases, dispose: async () => {} }).release({
        remote: 'events',
        url: STABLE,
        by: 'events team',
        report: { ok: true, checks: [] },
      });
      await start();
      const eventsEntry = async () => (await get('/remotes.json')).json<Record<string, { entry?: string }>>().events;
      expect(await eventsEntry()).toMatchObject({ entry: STABLE, release: release.id });

      await postgres.down();
      // Past the time a set read is kept: every request below would read it again.
      await sleep(CURRENT_SET_CACHE_MS + 100);
      for (let round = 0; round < 5; round += 1) {
        for (const url of [...PAGES, '/robots.txt']) expect(seen(url, await get(url))).toMatchObject({ status: 200 });
        expect(await eventsEntry()).toMatchObject({ entry: STABLE, release: release.id });
        const page = await get('/great-step/events');
        expect(page.body).toContain(STABLE);
        expect(page.headers['content-security-policy']).toContain('https://cdn.example.org');
        const call = await get('/api/auth/checkEmail/during@example.com');
        expect(seen('checkEmail', call)).toEqual({ url: 'checkEmail', status: 503, retryAfter: '5' });
        expect(call.json()).toEqual({ success: false, message: apiMessages.unavailable });
      }
      expect(logged("the remotes' releases could not be read")).toBe(1);
      // The pages logged no failure: only the API's calls that needed the database did, each its own.
      expect(new Set(lines.filter((line) => line.level >= 50).map((line) => line.msg))).toEqual(
        new Set(['service unavailable']),
      );

      const ms = await readyAfterReturn();
      console.log(`after a stop of PostgreSQL: ready ${ms} ms after it came back`);
      expect(ms).toBeLessThanOrEqual(READY_WITHIN_MS);
      expect((await get('/api/auth/checkEmail/after@example.com')).statusCode).toBe(200);
      await sleep(CURRENT_SET_CACHE_MS + 100);
      await get('/remotes.json');
      for (let waited = 0; logged("the remotes' releases are read again") === 0 && waited < 2_000; waited += 50) {
        await sleep(50);
      }
      expect(logged("the remotes' releases are read again")).toBe(1);
    } finally {
      await releases?.close();
    }
  }, 60_000);
});
