import type { FastifyInstance } from 'fastify';
import type { RemoteReleasesService } from '../../services/remote-releases-service';
import { bundleHost } from '../../testing/bundle-host';
import { FAKE_PUBLISHED_ROUTES, fakeBuiltSite, fakeEventFragments, fakeEventPage } from '../../testing/fake-site';
import { eventually, releaseCommands, startSiteApp } from '../../testing/release-site';
import { drivers, testConfig } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
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

  /** What `app` serves once the release set and the release's files (fetched in the background) have come. */
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
    cli = releaseCommands(database, { publicUrl: 'http://127.0.0.1:8080' });
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
    // Fetched once per release and process, not per page.
    expect(host.requests.filter((file) => file === '/v2/pages.json').length).toBeLessThanOrEqual(apps.length);
    expect(host.requests.filter((file) => file === '/v2/fragments.json').length).toBeLessThanOrEqual(apps.length);
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

  it("keeps today's generic head for a release without pages.json, and for one whose host is down", async () => {
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
    await release('http://127.0.0.1:9/v5/mf-manifest.json');
    for (const app of apps) {
      await eventuallyServed(async () =>
        expect((await app.inject({ url: '/remotes.json' })).body).toContain('127.0.0.1:9/v5'),
      );
      const page = await app.inject({ url: GEOBOTICS });
      expect({ status: page.statusCode, og: ogOf(page.body, 'title') }).toEqual({ status: 200, og: undefined });
    }
  });
});
