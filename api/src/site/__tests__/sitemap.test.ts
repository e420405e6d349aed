import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NO_HEALTH_TICKETS } from '../../lib/health-ticket';
import { createRemoteReleasesService, type RemoteReleasesService } from '../../services/remote-releases-service';
import { FAKE_PUBLISHED_ROUTES, fakeBuiltSite, fakeEventPage } from '../../testing/fake-site';
import { eventually, serviceDepsOn, startSiteApp } from '../../testing/release-site';
import { drivers, PUBLIC_URL, testConfig } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { BundleReader } from '../bundle-files';

const SITE = PUBLIC_URL;
const REPORT = { ok: true, checks: [] };
const BUILT = new Date('2025-01-20T08:00:00Z');

/** A page of the account remote, as its build publishes it. */
const accountPage = (route: string, pathname: string, utility: boolean) => ({
  route,
  path: pathname,
  title: `${route} | GreatStep 2025`,
  description: `The ${route} page.`,
  image: { src: `previews/${route}.0a0b0c0d.jpg`, width: 1200, height: 630, alt: route },
  ...(utility && { utility: true }),
});

/** The events remote as every release of this test publishes it: its routes and its pages. */
const eventsBundle: BundleReader = async () => ({
  routes: JSON.stringify(FAKE_PUBLISHED_ROUTES.events),
  pages: JSON.stringify({ pages: [fakeEventPage('Geobotics', 'Geobotics', 31000)] }),
  fragments: null,
});

/** The sitemap's pages: address → lastmod (null without one). */
async function sitemapOf(app: FastifyInstance): Promise<Record<string, string | null>> {
  const body = (await app.inject({ url: '/sitemap.xml' })).body;
  const listed: Record<string, string | null> = {};
  for (const [, url, lastmod] of body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)) {
    if (url !== undefined) listed[url] = lastmod ?? null;
  }
  return listed;
}

describe.each(drivers)("the sitemap lists the pages worth finding, each with its release's time, on %s", (driver) => {
  let built: ReturnType<typeof fakeBuiltSite>;
  let database: TestDatabase;
  let app: FastifyInstance;
  let cli: RemoteReleasesService;
  let now = new Date('2025-02-01T10:00:00Z');

  beforeAll(async () => {
    built = fakeBuiltSite();
    const dist = (remote: string) => path.join(built.root, `mf-${remote}`, 'dist');
    // The account remote publishes its forms; sign in and the reset are steps of an account.
    writeFileSync(
      path.join(dist('account'), 'routes.json'),
      JSON.stringify({
        routes: [
          { name: 'signin', path: '/signin' },
          { name: 'signup', path: '/signup' },
          { name: 'resetPassword', path: '/resetPassword' },
        ],
        links: { signin: '/signin' },
      }),
    );
    writeFileSync(
      path.join(dist('account'), 'pages.json'),
      JSON.stringify({
        pages: [
          accountPage('signin', '/signin', true),
          accountPage('signup', '/signup', false),
          accountPage('resetPassword', '/resetPassword', true),
        ],
      }),
    );
    for (const remote of ['marketing', 'events', 'account']) {
      utimesSync(path.join(dist(remote), 'pages.json'), BUILT, BUILT);
    }
    database = await openTestDatabase(driver);
    app = await startSiteApp(database, built);
    cli = createRemoteReleasesService(
      serviceDepsOn(database, () => now, testConfig()),
      NO_HEALTH_TICKETS,
      eventsBundle,
    );
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    built.remove();
  });

  const release = (url: string, canary?: number) =>
    cli.release({ remote: 'events', url, by: 'events team', report: REPORT, ...(canary ? { canary } : {}) });
  const geobotics = `${SITE}/great-step/events/competitions/Geobotics`;

  it('leaves out the pages for a step of an account, and dates the built-in bundles by their build', async () => {
    const listed = await sitemapOf(app);
    expect(Object.keys(listed)).toContain(`${SITE}/signup`);
    expect(Object.keys(listed)).not.toContain(`${SITE}/signin`);
    expect(Object.keys(listed)).not.toContain(`${SITE}/resetPassword`);
    expect(Object.values(listed)).toEqual(Object.values(listed).map(() => '2025-01-20T08:00:00Z'));
  });

  it("dates a released remote's pages by when its release became the one everyone is served", async () => {
    await release('https://bundles.example.org/events/v1/mf-manifest.json');
    await eventually(async () => expect((await sitemapOf(app))[geobotics]).toBe('2025-02-01T10:00:00Z'), 10_000);
    // The other remotes' pages keep their build's time.
    expect((await sitemapOf(app))[`${SITE}/signup`]).toBe('2025-01-20T08:00:00Z');

    // A canary is no publication to search engines: its promotion is.
    now = new Date('2025-02-05T12:30:00Z');
    await release('https://bundles.example.org/events/v2/mf-manifest.json', 20);
    await eventually(async () => expect((await sitemapOf(app))[geobotics]).toBe('2025-02-01T10:00:00Z'), 10_000);
    now = new Date('2025-02-06T09:15:00Z');
    await cli.promote({ remote: 'events', by: 'events team' });
    await eventually(async () => expect((await sitemapOf(app))[geobotics]).toBe('2025-02-06T09:15:00Z'), 10_000);

    // Back to the first release: its pages are served again from the rollback on.
    now = new Date('2025-02-07T18:00:00Z');
    await cli.rollback({ remote: 'events', by: 'events team' });
    await eventually(async () => expect((await sitemapOf(app))[geobotics]).toBe('2025-02-07T18:00:00Z'), 10_000);
  });
});
