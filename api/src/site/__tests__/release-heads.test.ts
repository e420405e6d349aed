import type { FastifyInstance } from 'fastify';
import type { RemoteReleasesService } from '../../services/remote-releases-service';
import { bundleHost } from '../../testing/bundle-host';
import { FAKE_PUBLISHED_ROUTES, fakeBuiltSite, fakeEventFragments, fakeEventPage } from '../../testing/fake-site';
import { eventually, releaseCommands, startSiteApp } from '../../testing/release-site';
import { drivers, testConfig } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { bundleReader } from '../bundle-files';
import { COHORT_COOKIE } from '../cohort';

const GEOBOTICS = '/great-step/events/competitions/Geobotics';
const REPORT = { ok: true, checks: [] };

const ogOf = (html: string, key: string) => new RegExp(`<meta property="og:${key}" content="([^"]*)">`).exec(html)?.[1];
const cookie = (cohort: number) => ({ cookie: `${COHORT_COOKIE}=${cohort}` });

/** What a page shows of the Geobotics prize in its head, or null for the generic head. */
const prizeIn = (html: string) => /₹([\d,]+) in prizes/.exec(ogOf(html, 'description') ?? '')?.[1] ?? null;

/** The prize the page's prerendered body shows, or null when the page is left to the browser. */
const shownPrizeIn = (html: string) =>
  /<div id="gs-server-page"[^>]*>.*<dd>₹([\d,]+) in prizes<\/dd>/s.exec(html)?.[1] ?? null;

describe.each(drivers)('a release brings the head of its own pages, without a restart, on %s', (driver) => {
  let built: ReturnType<typeof fakeBuiltSite>;
  let database: TestDatabase;
  let host: Awaited<ReturnType<typeof bundleHost>>;
  /** Two API processes on one database, as behind nginx (docs/DEPLOY.md). */
  let first: FastifyInstance;
  let second: FastifyInstance;
  let apps: FastifyInstance[];
  let cli: RemoteReleasesService;

  /** The events remote built with Geobotics at this prize and an extra page, hosted under /<version>/. */
  function hostBuild(version: string, prize: number, { pages = true } = {}): string {
    const routes = {
      ...FAKE_PUBLISHED_ROUTES.events,
      routes: [
        ...FAKE_PUBLISHED_ROUTES.events.routes,
        { name: 'schedule', path: '/great-step/events/schedule', example: '/great-step/events/schedule' },
      ],
    };
    host.put(`/${version}/mf-manifest.json`, '{}');
    host.put(`/${version}/routes.json`, JSON.stringify(routes));
    if (pages) {
      host.put(`/${version}/pages.json`, JSON.stringify({ pages: [fakeEventPage('Geobotics', 'Geobotics', prize)] }));
      host.put(`/${version}/fragments.json`, JSON.stringify(fakeEventFragments(prize)));
    }
    return `${host.url}/${version}/mf-manifest.json`;
  }

  const release = (url: string, canary?: number) =>
    cli.release({ remote: 'events', url, by: 'events team', report: REPORT, ...(canary ? { canary } : {}) });

  /** What `app` serves once it has read the release set (a process reads it again within a second). */
  const eventuallyServed = (check: () => Promise<void>) => eventually(check, 10_000);

  beforeAll(async () => {
    built = fakeBuiltSite();
    host = await bundleHost();
    database = await openTestDatabase(driver);
    first = await startSiteApp(database, built);
    second = await startSiteApp(database, built);
    apps = [first, second];
    // The bundle host is plain http on loopback, which a release may name only while the site itself runs on http,
    // as `npm start` does (docs/SECURITY.md, release URLs).
    cli = releaseCommands(database, { publicUrl: 'http://127.0.0.1:8080' }, bundleReader());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await host.close();
    await database.dispose();
    built.remove();
  });

  it('serves the prize of the release, then of the next one, in its head and its body, with its pictures from the release, in every process', async () => {
    expect(prizeIn((await first.inject({ url: GEOBOTICS })).body)).toBe('31,000');
    expect(shownPrizeIn((await first.inject({ url: GEOBOTICS })).body)).toBe('31,000');
    await release(hostBuild('v1', 33000));
    for (const app of apps) {
      await eventuallyServed(async () => expect(prizeIn((await app.inject({ url: GEOBOTICS })).body)).toBe('33,000'));
    }
    const page = (await first.inject({ url: GEOBOTICS })).body;
    // The page's body too, its picture from the release's own folder.
    expect(shownPrizeIn(page)).toBe('33,000');
    expect(page).toContain(`<img src="${host.url}/v1/assets/geobotics.9abc0123.jpg"`);
    expect(ogOf(page, 'image')).toMatch(new RegExp(`^${host.url}/v1/previews/geobotics\\.[0-9a-f]{8}\\.jpg$`));

    // The sub-team changes the prize, rebuilds its remote alone and releases it: nothing else is built or restarted.
    await release(hostBuild('v2', 35000));
    for (const app of apps) {
      await eventuallyServed(async () => expect(prizeIn((await app.inject({ url: GEOBOTICS })).body)).toBe('35,000'));
    }
    const next = (await second.inject({ url: GEOBOTICS })).body;
    expect(shownPrizeIn(next)).toBe('35,000');
    expect(ogOf(next, 'image')).toMatch(new RegExp(`^${host.url}/v2/previews/`));
    expect(ogOf(next, 'image')).not.toBe(ogOf(page, 'image'));
    // The release's routes are known now: its new page is one, a path no remote claims is a 404 again.
    expect((await first.inject({ url: '/great-step/events/schedule' })).statusCode).toBe(200);
    expect((await first.inject({ url: '/no-such-page' })).statusCode).toBe(404);
    // Read once, by the release itself, which stored them: no process asks the bundle's host.
    expect(host.requests.filter((file) => file === '/v2/pages.json')).toHaveLength(1);
    expect(host.requests.filter((file) => file === '/v2/fragments.json')).toHaveLength(1);
  });

  it("serves a canary's head and prerendered page to its cohort only; the others and the sitemap keep the stable release's", async () => {
    const canary = await release(hostBuild('v3', 40000), 30);
    try {
      for (const app of apps) {
        await eventuallyServed(async () =>
          expect(prizeIn((await app.inject({ url: GEOBOTICS, headers: cookie(12) })).body)).toBe('40,000'),
        );
        for (const cohort of [0, 29]) {
          const page = (await app.inject({ url: GEOBOTICS, headers: cookie(cohort) })).body;
          expect({ cohort, head: prizeIn(page), body: shownPrizeIn(page) }).toEqual({
            cohort,
            head: '40,000',
            body: '40,000',
          });
        }
        for (const cohort of [30, 50, 99]) {
          const page = (await app.inject({ url: GEOBOTICS, headers: cookie(cohort) })).body;
          expect({ cohort, prize: prizeIn(page), shown: shownPrizeIn(page) }).toEqual({
            cohort,
            prize: '35,000',
            shown: '35,000',
          });
          expect(page).not.toContain('40,000');
          expect(page).not.toContain('/v3/');
        }
        const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
        expect(sitemap).toContain(`<loc>${testConfig().publicUrl}${GEOBOTICS}</loc>`);
        expect(sitemap).not.toContain('/v3/');
      }
    } finally {
      await cli.abort({ remote: 'events', by: 'events team', reason: 'test over' });
    }
    expect(canary.id).toBeGreaterThan(0);
  });

  it("gives a canary's very first visitor its head and page, and link previews the stable release's", async () => {
    const canary = await release(hostBuild('v6', 50000), 50);
    try {
      for (const app of apps) {
        // The first page that names the canary (a process reads the set within a second) is already its own.
        let page = await app.inject({ url: GEOBOTICS, headers: cookie(1) });
        const deadline = Date.now() + 10_000;
        while (!page.body.includes('/v6/') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          page = await app.inject({ url: GEOBOTICS, headers: cookie(1) });
        }
        expect(page.body).toContain('/v6/');
        expect({ head: prizeIn(page.body), body: shownPrizeIn(page.body) }).toEqual({ head: '50,000', body: '50,000' });
      }
      // No cookie: a preview fetcher, a crawler, a HEAD get the stable release and no cohort, never kept for others.
      for (const headers of [
        { 'user-agent': 'WhatsApp/2.23.20.0' },
        { 'user-agent': 'TelegramBot (like TwitterBot)' },
        { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
        { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
        { 'user-agent': '' },
      ]) {
        for (let visit = 0; visit < 5; visit += 1) {
          const preview = await first.inject({ url: GEOBOTICS, headers });
          expect({ headers, prize: prizeIn(preview.body), cookie: preview.headers['set-cookie'] }).toEqual({
            headers,
            prize: '35,000',
            cookie: undefined,
          });
          expect(preview.headers['cache-control']).toBe('private, no-cache');
        }
      }
      const head = await first.inject({
        method: 'HEAD',
        url: GEOBOTICS,
        headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' },
      });
      expect(head.headers['set-cookie']).toBeUndefined();
      // A browser's first visit draws its cohort, and that answer is its own too.
      const browser = await first.inject({
        url: GEOBOTICS,
        headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile' },
      });
      expect(String(browser.headers['set-cookie'])).toMatch(/^gs_cohort=\d+/);
      expect(browser.headers['cache-control']).toBe('private, no-cache');
      // With a cohort, the page is the cohort's, which any cache may keep for that cohort.
      expect((await first.inject({ url: GEOBOTICS, headers: cookie(80) })).headers['cache-control']).toBe('no-cache');
    } finally {
      await cli.abort({ remote: 'events', by: 'events team', reason: 'test over' });
    }
    expect(canary.id).toBeGreaterThan(0);
  });

  it("keeps today's generic head for a release without pages.json, and refuses one whose host is down", async () => {
    await release(hostBuild('v4', 45000, { pages: false }));
    for (const app of apps) {
      // Once the release is served and its routes have come: a path of none of its routes is a 404 again.
      await eventuallyServed(async () => {
        expect((await app.inject({ url: '/remotes.json' })).body).toContain('/v4/');
        expect((await app.inject({ url: '/great-step/events/nowhere' })).statusCode).toBe(404);
      });
      const page = await app.inject({ url: GEOBOTICS });
      expect({ status: page.statusCode, og: ogOf(page.body, 'title') }).toEqual({ status: 200, og: undefined });
      // Nor the page's body: without published pages, nothing of the release is prerendered.
      expect(shownPrizeIn(page.body)).toBeNull();
    }
    // A bundle whose files cannot be read is never released: its visitors would get pages the server knows nothing of.
    await expect(release('http://127.0.0.1:9/v5/mf-manifest.json')).rejects.toThrow(
      /beside http:\/\/127\.0\.0\.1:9\/v5\/mf-manifest\.json could not be read .*nothing was released/,
    );
    for (const app of apps) expect((await app.inject({ url: '/remotes.json' })).body).not.toContain('127.0.0.1:9');
  });
});
