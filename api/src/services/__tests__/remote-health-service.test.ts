import { sql } from 'drizzle-orm';
import { RateLimitedError } from '../../lib/domain-errors';
import { createHealthTickets } from '../../lib/health-ticket';
import { createExpirySweepService } from '../expiry-sweep-service';
import { drivers, FakeClock, TEST_HEALTH_SECRET } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { fakeBundles } from '../../testing/fake-bundles';
import { serviceDepsOn } from '../../testing/release-site';
import {
  chooseEntry,
  createRemoteReleasesService,
  HEALTH_CHECK_ACTOR,
  HEALTH_FULL_RETRY_S,
  HEALTH_ROWS_PER_HOUR,
  HEALTH_ROWS_PER_RELEASE_HOUR,
  remoteMessages,
  type RemoteHealthOutcome,
  type RemoteReleasesService,
} from '../remote-releases-service';

/*
 * The browsers' reports on the releases (docs/API.md#remote-health, docs/API.md#automatic-rollback): the tickets that
 * make them count, the bounds of what is kept, the fair share of a network, the writes a moment later, and the
 * canary they end. A browser here is a page load with a ticket of its own, from a network of its own unless named.
 */

const BUNDLE = (n: number) => `https://cdn.example.org/events/v${n}/mf-manifest.json`;
const REPORT = { ok: true, checks: [] };
/** Judged from 5 page loads, 10 points over the stable release: a network's share is then one page load. */
const CANARY = { minSessions: 5, marginPoints: 10 };

describe.each(drivers)('remote health reports on %s', (driver) => {
  let database: TestDatabase;
  let clock: FakeClock;
  /** This process's service, and another process's on the same database. */
  let releases: RemoteReleasesService;
  let other: RemoteReleasesService;

  const deps = () => serviceDepsOn(database, clock.now, { publicUrl: 'https://greatstep.test', remoteCanary: CANARY });
  const serviceOn = () =>
    createRemoteReleasesService(
      deps(),
      createHealthTickets(TEST_HEALTH_SECRET, () => clock.now()),
      fakeBundles,
    );

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });
  let networks = 0;
  beforeEach(async () => {
    await database.database.db.execute(
      sql`TRUNCATE remote_health, remote_release_events, remote_release_files, remote_releases RESTART IDENTITY`,
    );
    clock = new FakeClock();
    releases = serviceOn();
    other = serviceOn();
  });

  const release = (n: number, more: { canary?: number } = {}) =>
    releases.release({ remote: 'events', url: BUNDLE(n), by: 'events team', report: REPORT, ...more });

  /** An address no other browser of the test has. */
  const newNetwork = () => `10.${(networks >> 8) & 255}.${networks++ & 255}.9`;

  /** A page load: a ticket asked for from `network` by a browser of `cohort`, and its reports. */
  async function pageLoad(cohort: number | null, network = newNetwork(), on = releases) {
    const ticket = await releases.issueHealthTicket({ cohort, network });
    return (outcome: RemoteHealthOutcome, release: number | null, remote = 'events') =>
      on.recordHealth({ remote, release, outcome, ticket, network });
  }

  /** The cohort a page load is served `releaseId` as: inside the canary's share, or outside it. */
  const cohortServed = async (releaseId: number | null) =>
    (await releases.currentSet()).remotes.events?.canary?.id === releaseId ? 0 : 99;

  /** `count` page loads of a release, each from a network of its own, the last `failing` of them failing. */
  async function browsers(releaseId: number | null, count: number, failing: number) {
    const cohort = await cohortServed(releaseId);
    const sent = [];
    for (let i = 0; i < count; i += 1) {
      const report = await pageLoad(cohort);
      sent.push(await report(i >= count - failing ? 'render-error' : 'ok', releaseId));
    }
    return sent;
  }

  const eventsStatus = async () => (await releases.status()).remotes.find(({ remote }) => remote === 'events');

  it('ends a failing canary once it has the minimum of page loads, and says why in the history and status', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 50 });
    await browsers(stable.id, 10, 0);
    // Four of the five needed page loads, all failing: not judged yet.
    const report = await pageLoad(0);
    await report('render-error', canary.id);
    await browsers(canary.id, 3, 3);
    await releases.flushHealth();
    expect((await releases.currentSet()).remotes.events?.canary).toMatchObject({ id: canary.id });
    // A page load reporting again, and another outcome, counts once.
    expect(await report('render-error', canary.id)).toEqual({ counted: true });
    await report('timeout', canary.id);
    expect((await eventsStatus())?.canary?.health).toEqual({ sessions: 4, failedSessions: 4, rate: 1 });

    await browsers(canary.id, 1, 1);
    // Judged once the reports are written: at the latest a moment later, here at once.
    await releases.flushHealth();
    const reason = 'failure rate 100% over 5 sessions against 0% for the stable release (margin 10 points)';
    expect((await releases.currentSet()).remotes.events).toEqual({
      stable: { id: stable.id, url: BUNDLE(1) },
      canary: null,
    });
    const history = await releases.history('events');
    expect(history.releases[0]).toMatchObject({ id: canary.id, state: 'ended', endedReason: reason });
    expect(history.releases[0]?.events.at(-1)).toMatchObject({
      action: 'auto-rollback',
      actor: HEALTH_CHECK_ACTOR,
      reason,
    });
    expect(await eventsStatus()).toMatchObject({
      stable: { release: { id: stable.id }, health: { sessions: 10, failedSessions: 0, rate: 0 } },
      canary: null,
      lastAutoRollback: { releaseId: canary.id, reason },
    });
    // The ended canary's tickets count no more, a page load's from before its end included.
    expect(await report('load-failed', canary.id)).toEqual({ counted: false, why: 'not-served' });
    // An hour on, the status's window no longer holds it.
    clock.advanceMinutes(61);
    expect((await eventsStatus())?.lastAutoRollback).toBeNull();
  });

  it('keeps a canary whose failure rate is within the margin of the stable release', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 50 });
    // Stable 10 % failing, canary 20 %: 10 points, not more than the margin.
    await browsers(stable.id, 10, 1);
    await browsers(canary.id, 10, 2);
    const status = await eventsStatus();
    expect(status?.canary).toMatchObject({ share: 50, health: { sessions: 10, failedSessions: 2, rate: 0.2 } });
    expect(status?.stable.health).toEqual({ sessions: 10, failedSessions: 1, rate: 0.1 });
    expect((await releases.currentSet()).remotes.events?.canary).toMatchObject({ id: canary.id });
    // One failure more tips it over.
    await browsers(canary.id, 1, 1);
    await releases.flushHealth();
    expect((await releases.history('events')).releases[0]?.endedReason).toBe(
      'failure rate 27.3% over 11 sessions against 10% for the stable release (margin 10 points)',
    );
  });

  it('ends a canary once when two processes judge it at the same moment, each on both their reports', async () => {
    await release(1);
    const canary = await release(2, { canary: 50 });
    await browsers(canary.id, 4, 4);
    for (let i = 0; i < 8; i += 1) {
      const report = await pageLoad(0, newNetwork(), i % 2 ? other : releases);
      expect(await report('render-error', canary.id)).toEqual({ counted: true });
    }
    // Neither has written: the other process sees nothing of this one's reports yet.
    expect((await other.status()).remotes.find(({ remote }) => remote === 'events')?.canary?.health.sessions).toBe(4);
    await Promise.all([releases.flushHealth(), other.flushHealth()]);
    const events = (await releases.history('events')).releases[0]?.events ?? [];
    expect(events.filter((event) => event.action === 'auto-rollback')).toHaveLength(1);
  });

  it('judges a canary against the built-in entry when no release is stable', async () => {
    const canary = await release(1, { canary: 20 });
    await browsers(null, 5, 0);
    expect(chooseEntry(await releases.currentSet(), 'events', 50)).toBeNull();
    await browsers(canary.id, 5, 5);
    await releases.flushHealth();
    expect((await releases.history('events')).releases[0]?.endedReason).toBe(
      'failure rate 100% over 5 sessions against 0% for the built-in entry (margin 10 points)',
    );
  });

  it("counts a network's first page load on a release alone: its volume neither ends a canary nor hides one", async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 50 });
    await browsers(stable.id, 10, 0);
    await browsers(canary.id, 20, 0);
    // One network's 30 failing page loads: its first is counted, the rest are answered so.
    const network = newNetwork();
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await (await pageLoad(0, network))('load-failed', canary.id));
    expect(answers[0]).toEqual({ counted: true });
    expect(answers.slice(1)).toEqual(Array(29).fill({ counted: false, why: 'network-share' }));
    // Another process took some too: the figures count the network's first one, whoever took them.
    for (let i = 0; i < 3; i += 1) await (await pageLoad(0, network, other))('load-failed', canary.id);
    await other.flushHealth();
    expect((await eventsStatus())?.canary).toMatchObject({
      release: { id: canary.id },
      health: { sessions: 21, failedSessions: 1 },
    });
    // A page load already counted may still report its other outcomes.
    const network2 = newNetwork();
    const first = await pageLoad(0, network2);
    await first('ok', canary.id);
    expect(await first('render-error', canary.id)).toEqual({ counted: true });
  });

  it('counts a report only with a ticket naming that release, from its network, within the hour', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 10 });
    const otherKey = createHealthTickets('another site’s key of thirty-two characters', () => clock.now());
    const home = newNetwork();
    const inside = await releases.issueHealthTicket({ cohort: 0, network: home });
    const outside = await releases.issueHealthTicket({ cohort: 50, network: home });
    const sent = (ticket: string | undefined, release = canary.id, network = home, remote = 'events') =>
      releases.recordHealth({ remote, release, outcome: 'load-failed', ticket, network });
    const noTicket = { counted: false, why: 'no-ticket' };
    expect(await sent(undefined)).toEqual(noTicket);
    expect(await sent(outside)).toEqual(noTicket);
    expect(await sent(inside, stable.id)).toEqual(noTicket);
    expect(await sent(inside, canary.id, newNetwork())).toEqual(noTicket);
    expect(await sent(inside, canary.id, home, 'marketing')).toEqual(noTicket);
    expect(await sent(inside, 999)).toEqual(noTicket);
    expect(await sent(otherKey.issue({ cohort: 0, releases: { events: canary.id } }, home))).toEqual(noTicket);
    expect((await eventsStatus())?.canary?.health).toEqual({ sessions: 0, failedSessions: 0, rate: 0 });

    expect(await sent(inside)).toEqual({ counted: true });
    expect(await sent(outside, stable.id)).toEqual({ counted: true });
    // Within its hour, then not.
    clock.advanceMinutes(59);
    expect(await sent(inside)).toEqual({ counted: true });
    clock.advanceMinutes(1);
    expect(await sent(inside)).toEqual(noTicket);
  });

  it('counts no report on a release the site serves no more: ended, aborted or retired', async () => {
    const first = await release(1);
    const canary = await release(2, { canary: 10 });
    const onCanary = await pageLoad(0);
    const onFirst = await pageLoad(50);
    await releases.abort({ remote: 'events', by: 'events team' });
    expect(await onCanary('ok', canary.id)).toEqual({ counted: false, why: 'not-served' });
    expect(await onFirst('ok', first.id)).toEqual({ counted: true });
    await release(3);
    expect(await onFirst('load-failed', first.id)).toEqual({ counted: false, why: 'not-served' });
  });

  it('counts a report naming no release only while the built-in entry is served beside a canary', async () => {
    const builtIn = () => browsers(null, 2, 2);
    // Nothing released: the browsers reporting are an integrator's or a dev server's, no release's.
    expect(await builtIn()).toEqual(Array(2).fill({ counted: false, why: 'no-ticket' }));
    // A stable release: a report naming none is a page from before it, or an override; it counts for nothing.
    await release(1);
    expect(await builtIn()).toEqual(Array(2).fill({ counted: false, why: 'no-ticket' }));
    await releases.rollback({ remote: 'events', by: 'events team' });
    // A canary beside the built-in entry: then the built-in entry's reports are its yardstick.
    await release(2, { canary: 20 });
    await browsers(null, 4, 1);
    expect((await eventsStatus())?.stable.health).toEqual({ sessions: 4, failedSessions: 1, rate: 0.25 });
  });

  it(`keeps at most ${HEALTH_ROWS_PER_RELEASE_HOUR} reports an hour on a release and ${HEALTH_ROWS_PER_HOUR} in all, then refuses with 429`, async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 10 });
    const { db } = database.database;
    /**
     * `count` reports kept by another process at the clock's time, one page load each. This process reads them once
     * its counts are 10 s old (limits.ts).
     */
    const fill = async (remote: string, releaseId: number | null, count: number, prefix: string) => {
      await db.execute(sql`
        INSERT INTO remote_health (remote, release_id, session, outcome, network, at)
        SELECT ${remote}, ${releaseId}::integer, ${prefix} || n, 'ok', ${prefix} || n,
          ${clock.now().toISOString()}::timestamptz
        FROM generate_series(1, ${count}) AS n`);
      clock.advanceMinutes(1 / 6);
    };
    const sent = async (releaseId: number | null, cohort: number, remote = 'events') =>
      (await pageLoad(cohort))('ok', releaseId, remote);

    await fill('events', canary.id, HEALTH_ROWS_PER_RELEASE_HOUR - 1, 'canary-');
    expect(await sent(canary.id, 0)).toEqual({ counted: true });
    const full = new RateLimitedError(remoteMessages.healthFull('events'), HEALTH_FULL_RETRY_S);
    await expect(sent(canary.id, 0)).rejects.toThrow(full);
    // Another release has its own room.
    expect(await sent(stable.id, 50)).toEqual({ counted: true });

    // Filled up in all (the marketing remote's built-in entry beside its canary is reported as release null).
    await releases.release({ remote: 'marketing', url: BUNDLE(9), by: 'x', report: {}, canary: 5 });
    const kept = HEALTH_ROWS_PER_RELEASE_HOUR + 1;
    await fill('account', null, HEALTH_ROWS_PER_HOUR - kept - 1, 'all-');
    expect(await sent(null, 50, 'marketing')).toEqual({ counted: true });
    await expect(sent(stable.id, 50)).rejects.toThrow(RateLimitedError);
    await expect(sent(null, 50, 'marketing')).rejects.toThrow(RateLimitedError);
    await releases.flushHealth();
    const rows = (await db.execute(sql`SELECT count(*) AS n FROM remote_health`)) as { rows: Array<{ n: unknown }> };
    expect(Number(rows.rows[0]?.n)).toBe(HEALTH_ROWS_PER_HOUR);

    // An hour on, the bounds count from zero again.
    clock.advanceMinutes(61);
    expect(await sent(canary.id, 0)).toEqual({ counted: true });
  });

  it('writes the reports it took in one go, and keeps them for a day: the expiry sweep deletes older ones', async () => {
    const stable = await release(1);
    await browsers(stable.id, 2, 0);
    const inTable = async () =>
      Number(
        (
          (await database.database.db.execute(sql`SELECT count(*) AS n FROM remote_health`)) as {
            rows: Array<{ n: unknown }>;
          }
        ).rows[0]?.n,
      );
    // Taken, not yet written: the answer did not wait for the database.
    expect(await inTable()).toBe(0);
    await releases.flushHealth();
    expect(await inTable()).toBe(2);
    clock.advanceMinutes(23 * 60);
    await browsers(stable.id, 1, 0);
    await releases.flushHealth();
    const sweep = createExpirySweepService(deps());
    expect((await sweep.sweep()).remoteHealth).toBe(0);
    clock.advanceMinutes(61);
    expect((await sweep.sweep()).remoteHealth).toBe(2);
    expect((await eventsStatus())?.stable.health.sessions).toBe(0);
  });
});
