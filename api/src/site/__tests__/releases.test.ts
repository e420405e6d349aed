import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RemoteReleasesService } from '../../services/remote-releases-service';
import { fakeBuiltSite } from '../../testing/fake-site';
import { beaconFrom, pageLoadTicket } from '../../testing/health-tickets';
import { eventually, releaseCommands, startSiteApp } from '../../testing/release-site';
import { drivers } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { remoteHealthMessages } from '../../routes/remotes/remote-health';
import { COHORT_COOKIE } from '../cohort';
import { REMOTE_SCOPES } from '../remote-names';

const STABLE = 'https://cdn.example.org/events/v2/mf-manifest.json';
const CANARY = 'https://canary.example.net/events/v3/mf-manifest.json';
const REPORT = { ok: true, checks: [] };

/** The remotes.json a page carries, as the shell reads it. */
function inlineRemotes(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="gs-remotes">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

const cookie = (cohort: number) => ({ cookie: `${COHORT_COOKIE}=${cohort}` });

/** A released remote as remotes.json names it: its entry, its routes as the release stored them. */
const released = (entry: unknown, release: number, remote: string) => ({
  entry,
  release,
  routes: (REMOTE_SCOPES[remote]?.paths ?? []).map((path) => ({ path })),
  links: {},
});

/** The directives the site's policy has (content-security-policy.ts); a URL must never add one. */
const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'script-src-attr',
  'upgrade-insecure-requests',
];
/** A keyword ('self'), a scheme (data:) or a plain origin: scheme, host, port. */
const SOURCE = /^(?:'[a-z-]+'|[a-z]+:|(?:https?|ws):\/\/[a-z0-9.-]+(?::\d{1,5})?)$/;

/** Each directive of a policy header with its sources, for a test to see that nothing but those forms is in it. */
function policyOf(header: unknown): Array<[string, string[]]> {
  return String(header)
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/ +/);
      return [name, sources];
    });
}

describe.each(drivers)('the site follows the releases of its remotes on %s', (driver) => {
  let built: ReturnType<typeof fakeBuiltSite>;
  let database: TestDatabase;
  /** Two API processes on one database, as behind nginx (docs/DEPLOY.md). */
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** `npm run remote` on the same database: a process of its own, whose writes the servers learn of by reading. */
  let cli: RemoteReleasesService;

  /** What `app` serves once the release set it reads (cached up to a second) has caught up. */
  const eventuallyServed = (check: () => Promise<void>) => eventually(check, 3_000);

  beforeAll(async () => {
    built = fakeBuiltSite();
    database = await openTestDatabase(driver);
    first = await startSiteApp(database, built);
    second = await startSiteApp(database, built);
    cli = releaseCommands(database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.dispose();
    built.remove();
  });

  it('serves a new stable release to every browser and every process, without a restart', async () => {
    const release = await cli.release({ remote: 'events', url: STABLE, by: 'events team', report: REPORT });
    for (const app of [first, second]) {
      await eventuallyServed(async () => {
        const remotes = (await app.inject({ url: '/remotes.json' })).json<Record<string, unknown>>();
        expect(remotes.events).toEqual(released(STABLE, release.id, 'events'));
      });
      // The release's routes, stored with it, are the server's to judge paths by: its own are pages, others 404.
      const page = await app.inject({ url: '/great-step/events/schedule' });
      expect(page.statusCode).toBe(200);
      expect((await app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
      expect(inlineRemotes(page.body).events).toEqual(released(STABLE, release.id, 'events'));
      expect(page.body).not.toContain('/remotes/events/mf-manifest.json');
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.org;");
      // No canary: no browser needs a cohort.
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    // The other remotes are still the server's own.
    const home = inlineRemotes((await first.inject({ url: '/' })).body);
    expect(home.marketing).toMatchObject({ entry: '/remotes/marketing/mf-manifest.json' });
  });

  it('serves a canary to the cohorts below its share, the same release to a browser on every visit', async () => {
    const canary = await cli.release({ remote: 'events', url: CANARY, by: 'events team', report: REPORT, canary: 30 });
    const entryFor = async (app: FastifyInstance, cohort: number) =>
      (await app.inject({ url: '/remotes.json', headers: cookie(cohort) })).json<Record<string, { entry: string }>>()
        .events?.entry;
    await eventuallyServed(async () => expect(await entryFor(second, 0)).toBe(CANARY));
    for (const app of [first, second]) {
      expect([
        await entryFor(app, 0),
        await entryFor(app, 29),
        await entryFor(app, 30),
        await entryFor(app, 99),
      ]).toEqual([CANARY, CANARY, STABLE, STABLE]);
      const page = await app.inject({ url: '/great-step/events', headers: cookie(12) });
      expect(inlineRemotes(page.body).events).toEqual(released(CANARY, canary.id, 'events'));
      expect(page.headers.vary).toBe('Cookie, Accept-Encoding');
      // Both releases may be served while the canary runs: the policy allows both origins.
      expect(page.headers['content-security-policy']).toContain(
        "script-src 'self' https://cdn.example.org https://canary.example.net;",
      );
    }
  });

  it('gives a browser without a cohort a random one, which then decides what it is served', async () => {
    const cohorts = new Set<number>();
    for (let visit = 0; visit < 40; visit += 1) {
      const page = await first.inject({ url: '/great-step/events' });
      const given = /^gs_cohort=(\d+); Path=\/; Max-Age=31536000; SameSite=Lax$/.exec(
        String(page.headers['set-cookie']),
      );
      expect(given).not.toBeNull();
      const cohort = Number(given?.[1]);
      cohorts.add(cohort);
      const served = inlineRemotes(page.body).events as { entry: string };
      expect(served.entry).toBe(cohort < 30 ? CANARY : STABLE);
    }
    // Drawn at random: forty browsers do not all land on one number.
    expect(cohorts.size).toBeGreaterThan(10);
    // A browser that has one keeps it: nothing new is set.
    expect((await first.inject({ url: '/', headers: cookie(5) })).headers['set-cookie']).toBeUndefined();
  });

  it('names no release for a remote served as configured, and the built-in entry beside a canary as release null', async () => {
    const plain = (await first.inject({ url: '/remotes.json', headers: cookie(50) })).json<Record<string, object>>();
    // The account remote has no release: nothing in remotes.json names one, so its browsers report no health.
    expect(plain.account).not.toHaveProperty('release');
    const canary = await cli.release({
      remote: 'marketing',
      url: 'https://canary.example.net/marketing/v2/mf-manifest.json',
      by: 'marketing team',
      report: REPORT,
      canary: 10,
    });
    try {
      await eventuallyServed(async () => {
        const inside = (await first.inject({ url: '/remotes.json', headers: cookie(5) })).json<
          Record<string, object>
        >();
        expect(inside.marketing).toEqual(
          released(expect.stringContaining('canary.example.net'), canary.id, 'marketing'),
        );
      });
      // Outside the canary's share: the site's own build, named as the built-in entry the canary is judged against.
      const outside = (await first.inject({ url: '/remotes.json', headers: cookie(50) })).json<
        Record<string, Record<string, unknown>>
      >();
      expect(outside.marketing).toMatchObject({
        entry: plain.marketing && (plain.marketing as { entry: string }).entry,
      });
      expect(outside.marketing?.release).toBeNull();
      expect(outside.account).not.toHaveProperty('release');
    } finally {
      await cli.abort({ remote: 'marketing', by: 'marketing team' });
    }
  });

  it('serves the stable release to everyone again once the canary ends', async () => {
    await cli.abort({ remote: 'events', by: 'events team', reason: 'enough for today' });
    for (const app of [first, second]) {
      await eventuallyServed(async () => {
        const remotes = (await app.inject({ url: '/remotes.json', headers: cookie(0) })).json<
          Record<string, { entry: string }>
        >();
        expect(remotes.events?.entry).toBe(STABLE);
      });
      const page = await app.inject({ url: '/great-step/events' });
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['content-security-policy']).not.toContain('canary.example.net');
    }
  });

  it('counts a report with the ticket one process issued, in any process, and no report without it', async () => {
    const canary = await cli.release({ remote: 'events', url: CANARY, by: 'events team', report: REPORT, canary: 50 });
    await eventuallyServed(async () => {
      const remotes = await first.inject({ url: '/remotes.json', headers: cookie(0) });
      expect(remotes.json<Record<string, { release?: number }>>().events?.release).toBe(canary.id);
    });
    // The page load asks one process for its ticket, and its beacon reaches another, as nginx picks.
    const from = '203.0.113.40';
    const ticket = await pageLoadTicket(first, { from, cohort: 0 });
    const body = { remote: 'events', release: canary.id, outcome: 'render-error' };
    expect((await beaconFrom(second, from, { ...body, ticket })).json()).toEqual({
      success: true,
      message: remoteHealthMessages.received,
    });
    expect((await beaconFrom(second, '203.0.113.41', body)).json()).toEqual({
      success: true,
      message: remoteHealthMessages.notCounted['no-ticket'],
    });
    // Written a moment later (at once here, as at a close): then every process's status reads it.
    await second.afterAnswers();
    const health = (await cli.status()).remotes.find(({ remote }) => remote === 'events')?.canary?.health;
    expect(health).toEqual({ sessions: 1, failedSessions: 1, rate: 1 });
    await cli.abort({ remote: 'events', by: 'events team' });
  });

  it('builds the policy of a page with a canary from plain origins only, whatever URL a release row holds', async () => {
    // A canary recorded before release URLs were checked (the call refuses this one now): its host has a `;`.
    const { db } = database.database;
    await db.execute(sql`
      INSERT INTO remote_releases (remote, url, created_by, report, state, share)
      VALUES ('account', 'https://a.example;sandbox/remoteEntry.js', 'before the check', '{}', 'canary', 1)`);
    for (const app of [first, second]) {
      await eventuallyServed(async () => {
        const inside = (await app.inject({ url: '/remotes.json', headers: cookie(0) })).json<
          Record<string, { entry: string }>
        >();
        expect(inside.account?.entry).toContain('sandbox');
      });
      for (const cohort of [0, 50]) {
        const page = await app.inject({ url: '/signin', headers: cookie(cohort) });
        const policy = policyOf(page.headers['content-security-policy']);
        expect(policy.map(([name]) => name).filter((name) => !DIRECTIVES.includes(name))).toEqual([]);
        expect(policy.flatMap(([, sources]) => sources).filter((source) => !SOURCE.test(source))).toEqual([]);
        expect(page.headers['content-security-policy']).not.toContain('a.example');
      }
    }
    await cli.abort({ remote: 'account', by: 'account team' });
    // A canary released as the rules allow: exactly its origin joins the policy.
    await cli.release({
      remote: 'account',
      url: 'https://canary.example.net:8443/account/v2/remoteEntry.js',
      by: 'account team',
      report: REPORT,
      canary: 1,
    });
    await eventuallyServed(async () => {
      const page = await second.inject({ url: '/signin', headers: cookie(0) });
      expect(page.headers['content-security-policy']).toContain(
        "script-src 'self' https://cdn.example.org https://canary.example.net:8443;",
      );
      expect(
        policyOf(page.headers['content-security-policy'])
          .flatMap(([, sources]) => sources)
          .every((source) => SOURCE.test(source)),
      ).toBe(true);
    });
    await cli.abort({ remote: 'account', by: 'account team' });
  });
});
