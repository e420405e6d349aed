import { sql } from 'drizzle-orm';
import { remoteReleases } from '../../db/schema';
import { signUp, type Account } from '../../testing/accounts';
import { bundleHost } from '../../testing/bundle-host';
import { FAKE_PUBLISHED_ROUTES, fakeBuiltSite, fakeEventFragments, fakeEventPage } from '../../testing/fake-site';
import { makeReleaser } from '../../testing/organisers';
import { eventually } from '../../testing/release-site';
import { createTestApp, drivers, type TestApp } from '../../testing/test-app';
import { bundleReader } from '../bundle-files';
import { PUBLISHED_JSON_MAX_DEPTH } from '../judged-json';

/**
 * A release speaks only for its own remote's part of the site (docs/SECURITY.md#what-a-releaser-can-and-cannot-do):
 * a sub-team's bundle claiming another remote's pages, a catch-all, or the site-wide Sign In link is refused when it
 * is released, and cut back wherever release data recorded before the rule is read.
 */

/** The site's own http address: a release may then name a bundle on loopback http, as these tests' host is. */
const PUBLIC_URL = 'http://127.0.0.1:8080';
const ACCOUNT_PAGES = [
  '/signin',
  '/signup',
  '/payment',
  '/profile',
  '/organisers',
  '/organisers/export',
  '/resetPassword',
];

/** The phishing page an events bundle would put at Sign In. */
const PHISHING =
  '<section><h1>Sign In</h1><label>E-mail <input type="email"></label><a href="https://evil.example/signin">Sign in</a></section>';

const phishingPage = (path: string) => ({
  ...fakeEventPage('Geobotics', 'Geobotics', 31000),
  route: 'eventPage',
  path,
  title: 'Sign In | GreatStep 2025',
});

describe.each(drivers)('a release speaks only for its own pages, on %s', (driver) => {
  let t: TestApp;
  let built: ReturnType<typeof fakeBuiltSite>;
  let host: Awaited<ReturnType<typeof bundleHost>>;
  let releaser: Account;
  const warnings: string[] = [];
  let version = 0;

  /** An events bundle on the host: the fake build's own files, with `change` applied. */
  function hostBundle(change: {
    routes?: object[];
    links?: Record<string, string>;
    pages?: object[];
    fragments?: Record<string, string>;
  }): string {
    version += 1;
    const base = `/v${version}`;
    host.put(`${base}/mf-manifest.json`, '{}');
    host.put(
      `${base}/routes.json`,
      JSON.stringify({
        routes: [...FAKE_PUBLISHED_ROUTES.events.routes, ...(change.routes ?? [])],
        links: { ...FAKE_PUBLISHED_ROUTES.events.links, ...change.links },
      }),
    );
    host.put(
      `${base}/pages.json`,
      JSON.stringify({ pages: [fakeEventPage('QS', 'Quiz Spiel', 6000), ...(change.pages ?? [])] }),
    );
    const fragments = fakeEventFragments(31000);
    host.put(
      `${base}/fragments.json`,
      JSON.stringify({ ...fragments, pages: { ...fragments.pages, ...change.fragments } }),
    );
    return `${host.url}${base}/mf-manifest.json`;
  }

  const release = (url: string, canary?: number) =>
    t.call({
      method: 'POST',
      url: '/api/organisers/remotes/events/releases',
      token: releaser.token,
      payload: { url, report: {}, ...(canary ? { canary } : {}) },
    });

  const page = async (path: string) => {
    const response = await t.app.inject({ url: path });
    return { status: response.statusCode, body: response.body };
  };

  /**
   * The account remote's paths are not the events remote's: Sign In is the account's page (the fake build's account
   * remote claims it), the others no remote of the fake build claims, so they are 404, never an events page.
   */
  const expectNotEvents = async () => {
    for (const path of ACCOUNT_PAGES) {
      const served = await page(path);
      expect({ path, status: served.status }).toEqual({ path, status: path === '/signin' ? 200 : 404 });
      expect(served.body).not.toContain('evil.example');
      expect(served.body).not.toContain('Sign In | GreatStep 2025');
    }
  };

  beforeAll(async () => {
    built = fakeBuiltSite();
    host = await bundleHost();
    t = await createTestApp(driver, { publicUrl: PUBLIC_URL, logLevel: 'warn' }, undefined, built.site, {
      readBundle: bundleReader(),
      logStream: { write: (line) => warnings.push(String((JSON.parse(line) as { msg: unknown }).msg)) },
    });
    releaser = await signUp(t);
    await makeReleaser(t, releaser, 'events');
  });
  afterAll(async () => {
    await t.close();
    await host.close();
    built.remove();
  });

  it("refuses an events bundle that claims the account remote's pages, naming the path, and keeps serving them as the account's", async () => {
    const hostile = hostBundle({
      routes: ACCOUNT_PAGES.map((path) => ({ name: 'phish', path })),
      pages: [phishingPage('/signin')],
      fragments: { '/signin': PHISHING },
    });
    const answer = await release(hostile);
    expect(answer).toMatchObject({ status: 400, body: { success: false } });
    expect(answer.body.message).toMatch(/the route \/signin is outside the paths events owns/);
    expect(answer.body.message).toMatch(/\(and \d+ more\)/);
    await expectNotEvents();
    expect((await page('/sitemap.xml')).body).not.toContain('/signin');
  });

  it.each([
    ['a catch-all route', { routes: [{ name: 'all', path: '/*' }] }, 'the route /* is outside the paths events owns'],
    [
      'a route with a parameter at the root',
      { routes: [{ name: 'any', path: '/:page' }] },
      'the route /:page is outside',
    ],
    ["a page at another remote's path", { pages: [phishingPage('/signin')] }, 'the page /signin is outside'],
    [
      "an alias at another remote's path",
      { pages: [{ ...fakeEventPage('Nmic', 'NMIC', 9000), aliases: ['/signup'] }] },
      'the alias /signup is outside',
    ],
    [
      "a prerendered page at another remote's path",
      { fragments: { '/resetPassword': PHISHING } },
      'the prerendered page /resetPassword is outside',
    ],
    [
      'a path that leaves its part of the site by a dot segment',
      { routes: [{ name: 'up', path: '/great-step/events/../../signin' }] },
      'the route /great-step/events/../../signin is outside',
    ],
  ])('refuses %s with 400, naming it', async (_what, change, message) => {
    const answer = await release(hostBundle(change));
    expect(answer).toMatchObject({ status: 400, body: { success: false } });
    expect(answer.body.message).toContain(message);
  });

  it('answers 404 for a path no remote owns, however a refused bundle claimed it', async () => {
    await release(hostBundle({ routes: [{ name: 'all', path: '/*' }] }));
    expect((await page('/nonexistent')).status).toBe(404);
  });

  it.each([
    ['the site-wide Sign In link', { signin: '/great-step/events' }, 'the link "signin" is not one events may publish'],
    ['the Profile link', { profile: '/great-step/events' }, 'the link "profile" is not one events may publish'],
    [
      'its own link to another host',
      { events: '//evil.example/signin' },
      'the link "events" is not a path of this site',
    ],
    ['its own link to another host by a backslash', { events: '/\\evil.example/signin' }, 'is not a path of this site'],
    ['its own link with a scheme', { events: 'javascript:alert(1)' }, 'is not a path of this site'],
    [
      'its own link to a path it does not claim',
      { events: '/signin' },
      'goes to /signin, which is not a path events claims',
    ],
  ])('refuses a bundle publishing %s', async (_what, links, message) => {
    const answer = await release(hostBundle({ links }), 10);
    expect(answer).toMatchObject({ status: 400, body: { success: false } });
    expect(answer.body.message).toContain(message);
  });

  it('refuses structured data nested too deep with a clear reason, having read each file once', async () => {
    const deep = JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`) as object;
    const url = hostBundle({
      pages: [
        {
          ...fakeEventPage('Nmic', 'NMIC', 9000),
          structuredData: { '@context': 'https://schema.org', '@type': 'Event', deep },
        },
      ],
    });
    const answer = await release(url);
    expect(answer).toMatchObject({ status: 400, body: { success: false } });
    expect(answer.body.message).toContain(
      `its pages.json is refused: it nests objects and lists more than ${PUBLISHED_JSON_MAX_DEPTH} deep`,
    );
    const pagesFile = new URL('pages.json', url).pathname;
    expect(host.requests.filter((file) => file === pagesFile)).toHaveLength(1);
    // Nothing was recorded, so nothing asks the host for it again.
    await page('/great-step/events');
    expect(host.requests.filter((file) => file === pagesFile)).toHaveLength(1);
  });

  it('takes a bundle that keeps to its own part of the site, and serves its pages', async () => {
    const answer = await release(
      hostBundle({
        routes: [{ name: 'schedule', path: '/great-step/events/schedule' }],
        links: { events: '/great-step/events' },
      }),
    );
    expect(answer).toMatchObject({ status: 201, body: { success: true } });
    await eventually(async () => expect((await page('/great-step/events/schedule')).status).toBe(200), 3_000);
  });

  it('cuts back a release recorded before the rule to its own part of the site, saying so once in the log', async () => {
    // What such a release stored: routes, pages, fragments and links of the account remote's, and a catch-all.
    const { db } = t.db.database;
    await db.execute(sql`UPDATE remote_releases SET state = 'retired' WHERE remote = 'events' AND state = 'stable'`);
    const [row] = await db
      .insert(remoteReleases)
      .values({
        remote: 'events',
        url: `${host.url}/old/mf-manifest.json`,
        createdBy: 'before the rule',
        report: {},
        state: 'stable',
      })
      .returning();
    const routes = JSON.stringify({
      routes: [...FAKE_PUBLISHED_ROUTES.events.routes, { path: '/*' }, ...ACCOUNT_PAGES.map((path) => ({ path }))],
      links: { events: '/great-step/events', signin: '//evil.example/signin', profile: '//evil.example/profile' },
    });
    const pages = JSON.stringify({ pages: [phishingPage('/signin'), fakeEventPage('QS', 'Quiz Spiel', 6000)] });
    const fragments = JSON.stringify({ ...fakeEventFragments(31000), pages: { '/signin': PHISHING } });
    await db.execute(
      sql`INSERT INTO remote_release_files (release_id, routes, pages, fragments) VALUES (${row?.id}, ${routes}, ${pages}, ${fragments})`,
    );
    warnings.length = 0;
    // Another process's change (here, the database's), which this one reads again a second later.
    t.clock.advanceMinutes(1);
    await eventually(async () => expect((await page('/')).body).toContain('/old/mf-manifest.json'), 3_000);
    await expectNotEvents();
    expect((await page('/nonexistent')).status).toBe(404);
    // Its own pages are still its own.
    expect((await page('/great-step/events/competitions/QS')).body).toContain('Quiz Spiel | GreatStep 2025');
    // remotes.json holds the shell to the same part of the site.
    const remotes = (await t.app.inject({ url: '/remotes.json' })).json<
      Record<string, { routes?: Array<{ path: string }>; links?: object }>
    >();
    expect(remotes.events?.routes?.map((route) => route.path)).toEqual(
      FAKE_PUBLISHED_ROUTES.events.routes.map((route) => route.path),
    );
    expect(remotes.events?.links).toEqual({ events: '/great-step/events' });
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).not.toContain('/signin');
    expect(sitemap).toContain('/great-step/events/competitions/QS');
    const lines = warnings.filter((line) => line.includes(`release ${row?.id} of events`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /left out: the route \/\* is outside the paths events owns; .*the link "signin" is not one events may publish/,
    );
  });
});
