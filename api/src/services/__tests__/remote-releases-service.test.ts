import { sql } from 'drizzle-orm';
import { createRepositories } from '../../db/repositories';
import { BadInputError, ConflictError, NotFoundError, RateLimitedError } from '../../lib/domain-errors';
import { createHealthTokens, NO_HEALTH_TOKENS } from '../../lib/health-token';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { createExpirySweepService } from '../expiry-sweep-service';
import { releaseUrlProblems } from '../../site/release-url';
import { drivers, FakeClock, TEST_HEALTH_SECRET } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import {
  chooseEntry,
  createRemoteReleasesService,
  HEALTH_CHECK_ACTOR,
  HEALTH_FULL_RETRY_S,
  HEALTH_ROWS_PER_HOUR,
  HEALTH_ROWS_PER_RELEASE_HOUR,
  RELEASE_REPORT_MAX_DEPTH,
  remoteMessages,
  type RemoteHealthOutcome,
  type RemoteReleasesService,
} from '../remote-releases-service';
import { fakeBundles } from '../../testing/fake-bundles';

const BUNDLE = (n: number) => `https://cdn.example.org/events/v${n}/mf-manifest.json`;
const REPORT = { ok: true, checks: [{ name: 'manifest', ok: true }] };
const CANARY = { minSessions: 5, marginPoints: 10 };

describe.each(drivers)('remote releases on %s', (driver) => {
  let database: TestDatabase;
  let clock: FakeClock;
  /** This process's service, and another process's on the same database. */
  let releases: RemoteReleasesService;
  let other: RemoteReleasesService;

  const deps = () => ({
    db: database.database.db,
    repos: createRepositories(database.database.db),
    mailer: createMemoryMailer(),
    clock: clock.now,
    config: { publicUrl: 'https://greatstep.test', remoteCanary: CANARY },
    log: { error: () => {}, warn: () => {}, info: () => {} },
  });
  const serviceOn = () =>
    createRemoteReleasesService(
      deps(),
      createHealthTokens(TEST_HEALTH_SECRET, () => clock.now()),
      fakeBundles,
    );
  /** The token a page served `release` of the remote carries now. */
  const served = (release: number | null, remote = 'events') => releases.issueHealthTokens().tokenFor(remote, release);

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.database.db.execute(
      sql`TRUNCATE remote_health, remote_release_events, remote_release_files, remote_releases RESTART IDENTITY`,
    );
    clock = new FakeClock();
    releases = serviceOn();
    other = serviceOn();
  });

  const release = (n: number, more: { canary?: number; by?: string } = {}) =>
    releases.release({ remote: 'events', url: BUNDLE(n), by: more.by ?? 'events team', report: REPORT, ...more });

  /** `count` sessions reporting on a release, the last `failing` of them a failure. */
  async function report(releaseId: number | null, count: number, failing: number, prefix = 'session') {
    for (let i = 0; i < count; i += 1) {
      const outcome: RemoteHealthOutcome = i >= count - failing ? 'render-error' : 'ok';
      await releases.recordHealth({
        remote: 'events',
        release: releaseId,
        outcome,
        session: `${prefix}-${i}-xyz`,
        token: served(releaseId),
      });
    }
  }

  it('records a release with its id, URL, who, when and report; a new one retires the stable', async () => {
    const first = await release(1);
    expect(first).toMatchObject({
      id: 1,
      remote: 'events',
      url: BUNDLE(1),
      createdBy: 'events team',
      report: REPORT,
      state: 'stable',
      share: null,
      createdAt: clock.now(),
    });
    clock.advanceMinutes(5);
    const second = await release(2, { by: 'asha' });

    const history = await releases.history('events');
    expect(history.releases.map(({ id, state }) => ({ id, state }))).toEqual([
      { id: second.id, state: 'stable' },
      { id: first.id, state: 'retired' },
    ]);
    expect(history.releases[0]?.events).toEqual([
      expect.objectContaining({ action: 'released', actor: 'asha', reason: `replaces release ${first.id}` }),
    ]);
    expect(history.releases[1]?.report).toEqual(REPORT);
    expect((await releases.history('marketing')).releases).toEqual([]);
  });

  it('refuses an unknown remote, a URL that is not http(s), an empty name and a report over 64 KB', async () => {
    await expect(releases.release({ remote: 'nope', url: BUNDLE(1), by: 'x', report: {} })).rejects.toThrow(
      NotFoundError,
    );
    await expect(releases.history('nope')).rejects.toThrow('No remote named "nope"');
    for (const url of ['ftp://cdn.example.org/x.json', 'not a url', `https://e.org/${'a'.repeat(2048)}`]) {
      await expect(releases.release({ remote: 'events', url, by: 'x', report: {} })).rejects.toThrow(BadInputError);
    }
    await expect(releases.release({ remote: 'events', url: BUNDLE(1), by: ' ', report: {} })).rejects.toThrow(
      BadInputError,
    );
    await expect(
      releases.release({ remote: 'events', url: BUNDLE(1), by: 'x', report: { log: 'a'.repeat(64 * 1024) } }),
    ).rejects.toThrow(BadInputError);
    await expect(release(1, { canary: 100 })).rejects.toThrow(BadInputError);
    // What the database would refuse is refused first, as bad input.
    await expect(release(1, { by: 'nul\u0000byte' })).rejects.toThrow(BadInputError);
    for (const report of [{ note: 'nul\u0000' }, { note: 'half \ud800 a character' }]) {
      await expect(releases.release({ remote: 'events', url: BUNDLE(1), by: 'x', report })).rejects.toThrow(
        BadInputError,
      );
    }
    await expect(releases.rollback({ remote: 'events', to: 2 ** 40, by: 'x' })).rejects.toThrow(NotFoundError);
    await expect(
      releases.recordHealth({
        remote: 'events',
        release: 2 ** 40,
        outcome: 'ok',
        session: 'a-session-id',
        token: served(2 ** 40),
      }),
    ).rejects.toThrow(BadInputError);
    expect((await releases.history('events')).releases).toEqual([]);
  });

  it.each([
    [
      'a `;` in its host, which would end the policy directive',
      'https://a.example;sandbox/remoteEntry.js',
      'characters',
    ],
    ['a quote', "https://a.example'x/remoteEntry.js", 'characters'],
    ['a comma', 'https://a.example,b.example/remoteEntry.js', 'characters'],
    ['a space', 'https://a.example/a b/remoteEntry.js', 'characters'],
    ['a query', 'https://a.example/remoteEntry.js?v=2', 'characters'],
    ['credentials', 'https://user:pw@a.example/remoteEntry.js', 'characters'],
    ['a percent-encoded `;` in its host', 'https://a%3Bsandbox.example/remoteEntry.js', 'host'],
    ['an underscore in its host', 'https://a_b.example/remoteEntry.js', 'host'],
    ['a file that is no bundle entry', 'https://evil.example/anything.png', 'path'],
    ['a folder', 'https://cdn.example.org/events/v1/', 'path'],
    ['plain http to another machine', 'http://cdn.example.org/events/v1/mf-manifest.json', 'scheme'],
    ['http to this machine while the site is on https', 'http://127.0.0.1:5002/mf-manifest.json', 'scheme'],
    ['another scheme', 'ftp://cdn.example.org/events/v1/mf-manifest.json', 'scheme'],
  ] as const)('refuses a release URL with %s, saying what is wrong', async (_name, url, problem) => {
    await expect(releases.release({ remote: 'events', url, by: 'x', report: REPORT })).rejects.toThrow(
      new BadInputError(`The release URL ${releaseUrlProblems[problem]}`),
    );
    expect((await releases.history('events')).releases).toEqual([]);
  });

  it('takes https URLs of a manifest or remote entry, and loopback http while the site runs on http', async () => {
    for (const url of [
      'https://cdn.example.org/events/v1/mf-manifest.json',
      'https://cdn-2.example.org:8443/events/v1.2_rc~1/remoteEntry.js',
    ]) {
      expect((await releases.release({ remote: 'events', url, by: 'x', report: REPORT })).url).toBe(url);
    }
    // As the parser writes it: a host in lower case, no default port.
    expect(
      (
        await releases.release({
          remote: 'events',
          url: 'https://CDN.Example.org:443/e/remoteEntry.js',
          by: 'x',
          report: {},
        })
      ).url,
    ).toBe('https://cdn.example.org/e/remoteEntry.js');
    const onHttp = createRemoteReleasesService(
      { ...deps(), config: { ...deps().config, publicUrl: 'http://localhost:8080' } },
      NO_HEALTH_TOKENS,
      fakeBundles,
    );
    for (const url of ['http://127.0.0.1:5002/mf-manifest.json', 'http://localhost:3002/remoteEntry.js']) {
      expect((await onHttp.release({ remote: 'events', url, by: 'x', report: REPORT })).url).toBe(url);
    }
    await expect(
      onHttp.release({ remote: 'events', url: 'http://192.168.1.5:5002/mf-manifest.json', by: 'x', report: REPORT }),
    ).rejects.toThrow(new BadInputError(`The release URL ${releaseUrlProblems.scheme}`));
  });

  it('refuses a report nested deeper than the bound, however deep, and takes one as deep as it', async () => {
    const nested = (depth: number) => {
      let value: unknown = {};
      for (let level = 1; level < depth; level += 1) value = [value];
      return value;
    };
    for (const depth of [5_000, 3_000, RELEASE_REPORT_MAX_DEPTH + 1]) {
      await expect(
        releases.release({ remote: 'events', url: BUNDLE(1), by: 'x', report: { deep: nested(depth - 1) } }),
      ).rejects.toThrow(new BadInputError(remoteMessages.reportTooDeep));
    }
    const kept = await releases.release({
      remote: 'events',
      url: BUNDLE(1),
      by: 'x',
      report: { deep: nested(RELEASE_REPORT_MAX_DEPTH - 1) },
    });
    expect((await releases.history('events')).releases[0]?.report).toEqual(kept.report);
  });

  it('rolls back to the previous release, then to the one named, and says when there is nothing to go back to', async () => {
    await expect(releases.rollback({ remote: 'events', by: 'asha' })).rejects.toThrow(
      new ConflictError('events has no release to roll back from: the site serves its built-in entry'),
    );
    const first = await release(1);
    // The first release rolled back: the site's built-in entry again, and the history says so.
    expect(await releases.rollback({ remote: 'events', by: 'asha' })).toMatchObject({
      from: { id: first.id },
      to: null,
      endedCanary: null,
    });
    expect((await releases.currentSet()).remotes.events).toBeUndefined();
    expect((await releases.history('events')).releases[0]).toMatchObject({
      id: first.id,
      state: 'retired',
      events: [
        { action: 'released' },
        { action: 'rollback', actor: 'asha', reason: `from release ${first.id} to the built-in entry` },
      ],
    });
    const second = await release(2);
    const third = await release(3);

    const back = await releases.rollback({ remote: 'events', by: 'asha' });
    expect(back).toMatchObject({ from: { id: third.id }, to: { id: second.id, state: 'stable' }, endedCanary: null });
    // Again: one further back.
    expect(await releases.rollback({ remote: 'events', by: 'asha' })).toMatchObject({ to: { id: first.id } });
    expect(await releases.rollback({ remote: 'events', to: third.id, by: 'ravi' })).toMatchObject({
      from: { id: first.id },
      to: { id: third.id, state: 'stable' },
    });
    await expect(releases.rollback({ remote: 'events', to: third.id, by: 'ravi' })).rejects.toThrow(
      new ConflictError(`Release ${third.id} is already the stable release of events`),
    );
    await expect(releases.rollback({ remote: 'events', to: 99, by: 'ravi' })).rejects.toThrow(
      new NotFoundError('events has no release 99'),
    );
    const marketing = await releases.release({ remote: 'marketing', url: BUNDLE(9), by: 'x', report: {} });
    await expect(releases.rollback({ remote: 'events', to: marketing.id, by: 'ravi' })).rejects.toThrow(NotFoundError);

    const history = await releases.history('events');
    expect(history.releases.map(({ id, state }) => [id, state])).toEqual([
      [third.id, 'stable'],
      [second.id, 'retired'],
      [first.id, 'retired'],
    ]);
    expect(history.releases[0]?.events.map(({ action, actor, reason }) => [action, actor, reason])).toEqual([
      ['released', 'events team', `replaces release ${second.id}`],
      ['rollback', 'ravi', `from release ${first.id} to release ${third.id}`],
    ]);
  });

  it('serves a canary to the cohorts below its share, always the same ones, then promotes it', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 10 });
    expect(canary).toMatchObject({ state: 'canary', share: 10 });
    const set = await releases.currentSet();
    expect(set.remotes.events).toEqual({
      stable: { id: stable.id, url: BUNDLE(1) },
      canary: { id: canary.id, url: BUNDLE(2), share: 10 },
    });
    for (let cohort = 0; cohort < 100; cohort += 1) {
      const expected = cohort < 10 ? canary.id : stable.id;
      expect(chooseEntry(set, 'events', cohort)?.id).toBe(expected);
      expect(chooseEntry(await releases.currentSet(), 'events', cohort)?.id).toBe(expected);
    }
    // A remote without releases gets the site's built-in entry.
    expect(chooseEntry(set, 'marketing', 3)).toBeNull();

    await expect(release(3)).rejects.toThrow(
      new ConflictError('events has a canary running: promote or abort it first'),
    );
    await expect(release(3, { canary: 20 })).rejects.toThrow(ConflictError);

    const promoted = await releases.promote({ remote: 'events', by: 'asha' });
    expect(promoted).toMatchObject({ id: canary.id, state: 'stable', share: null });
    const after = await releases.currentSet();
    expect(after.version).not.toBe(set.version);
    expect(chooseEntry(after, 'events', 0)).toEqual({ id: canary.id, url: BUNDLE(2) });
    expect(chooseEntry(after, 'events', 99)).toEqual({ id: canary.id, url: BUNDLE(2) });
    await expect(releases.promote({ remote: 'events', by: 'asha' })).rejects.toThrow(
      new ConflictError('events has no canary running'),
    );
    expect((await releases.history('events')).releases.map(({ state }) => state)).toEqual(['stable', 'retired']);
  });

  it('aborts a canary with its reason; a rollback ends a running canary too', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 50 });
    const aborted = await releases.abort({ remote: 'events', by: 'asha', reason: 'wrong colours' });
    expect(aborted).toMatchObject({ id: canary.id, state: 'ended', endedReason: 'aborted by asha: wrong colours' });
    expect(chooseEntry(await releases.currentSet(), 'events', 0)?.id).toBe(stable.id);
    await expect(releases.abort({ remote: 'events', by: 'asha' })).rejects.toThrow(ConflictError);

    const second = await release(3);
    const next = await release(4, { canary: 30 });
    const back = await releases.rollback({ remote: 'events', by: 'ravi' });
    expect(back).toMatchObject({ from: { id: second.id }, to: { id: stable.id } });
    expect(back.endedCanary).toMatchObject({ id: next.id, state: 'ended', endedReason: 'rolled back by ravi' });
    expect((await releases.currentSet()).remotes.events).toEqual({
      stable: { id: stable.id, url: BUNDLE(1) },
      canary: null,
    });
    // An ended canary can be gone back to by its id.
    expect(await releases.rollback({ remote: 'events', to: canary.id, by: 'ravi' })).toMatchObject({
      to: { id: canary.id, state: 'stable', share: null, endedReason: null },
    });
  });

  it('ends a failing canary once it has the minimum of sessions, and says why in the history and status', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 50 });
    await report(stable.id, 10, 0, 'stable');
    // Four of the five needed sessions, all failing: not judged yet.
    await report(canary.id, 4, 4, 'canary');
    expect((await releases.currentSet()).remotes.events?.canary).toMatchObject({ id: canary.id });
    // The same session again counts once.
    await report(canary.id, 4, 4, 'canary');
    expect((await releases.status()).remotes.find((r) => r.remote === 'events')?.canary?.health).toEqual({
      sessions: 4,
      failedSessions: 4,
      rate: 1,
    });

    const outcome = await releases.recordHealth({
      remote: 'events',
      release: canary.id,
      outcome: 'timeout',
      session: 'the-fifth-one',
      token: served(canary.id),
    });
    const reason = 'failure rate 100% over 5 sessions against 0% for the stable release (margin 10 points)';
    expect(outcome.autoRollback).toEqual({ releaseId: canary.id, reason });
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
    const status = (await releases.status()).remotes.find((r) => r.remote === 'events');
    expect(status).toMatchObject({
      stable: { release: { id: stable.id }, health: { sessions: 10, failedSessions: 0, rate: 0 } },
      canary: null,
      lastAutoRollback: { releaseId: canary.id, reason },
    });
    // Reports on the ended canary are still taken, and judge nothing.
    expect(
      await releases.recordHealth({
        remote: 'events',
        release: canary.id,
        outcome: 'load-failed',
        session: 'late-comer',
        token: served(canary.id),
      }),
    ).toEqual({ counted: true, autoRollback: null });
    // An hour on, the status's window no longer holds it.
    clock.advanceMinutes(61);
    expect((await releases.status()).remotes.find((r) => r.remote === 'events')?.lastAutoRollback).toBeNull();
  });

  it('keeps a canary whose failure rate is within the margin of the stable release', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 50 });
    // Stable 10 % failing, canary 20 %: 10 points, not more than the margin.
    await report(stable.id, 10, 1, 'stable');
    await report(canary.id, 10, 2, 'canary');
    const status = (await releases.status()).remotes.find((r) => r.remote === 'events');
    expect(status?.canary).toMatchObject({ share: 50, health: { sessions: 10, failedSessions: 2, rate: 0.2 } });
    expect(status?.stable.health).toEqual({ sessions: 10, failedSessions: 1, rate: 0.1 });
    expect((await releases.currentSet()).remotes.events?.canary).toMatchObject({ id: canary.id });
    // One failure more tips it over.
    const tipped = await releases.recordHealth({
      remote: 'events',
      release: canary.id,
      outcome: 'timeout',
      session: 'one-more-session',
      token: served(canary.id),
    });
    expect(tipped.autoRollback?.reason).toBe(
      'failure rate 27.3% over 11 sessions against 10% for the stable release (margin 10 points)',
    );
  });

  it('ends a canary once when many failing reports judge it at the same moment, from two processes', async () => {
    await release(1);
    const canary = await release(2, { canary: 50 });
    await report(canary.id, 4, 4, 'canary');
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? other : releases).recordHealth({
          remote: 'events',
          release: canary.id,
          outcome: 'render-error',
          session: `together-${i}`,
          token: served(canary.id),
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.autoRollback !== null)).toHaveLength(1);
    const events = (await releases.history('events')).releases[0]?.events ?? [];
    expect(events.filter((event) => event.action === 'auto-rollback')).toHaveLength(1);
  });

  it('judges a canary against the built-in entry when no release is stable', async () => {
    const canary = await release(1, { canary: 20 });
    await report(null, 5, 0, 'built-in');
    expect(chooseEntry(await releases.currentSet(), 'events', 50)).toBeNull();
    await report(canary.id, 5, 5, 'canary');
    const history = await releases.history('events');
    expect(history.releases[0]?.endedReason).toBe(
      'failure rate 100% over 5 sessions against 0% for the built-in entry (margin 10 points)',
    );
  });

  it('lets one of two canaries released at the same moment from two processes through, and refuses the other', async () => {
    await release(1);
    const [a, b] = await Promise.allSettled([
      release(2, { canary: 10 }),
      other.release({ remote: 'events', url: BUNDLE(3), by: 'other', report: REPORT, canary: 20 }),
    ]);
    const outcomes = [a, b].map((settled) => settled?.status);
    expect(outcomes.sort()).toEqual(['fulfilled', 'rejected']);
    const refused = [a, b].find((settled) => settled?.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    expect((await releases.history('events')).releases.filter((row) => row.state === 'canary')).toHaveLength(1);
  });

  it('refuses a report naming a release of another remote, or one that does not exist', async () => {
    // No page is served such a token: this is the service's own check, past the token's.
    const marketing = await releases.release({ remote: 'marketing', url: BUNDLE(1), by: 'x', report: {} });
    await expect(
      releases.recordHealth({
        remote: 'events',
        release: marketing.id,
        outcome: 'ok',
        session: 'a-session-id',
        token: served(marketing.id),
      }),
    ).rejects.toThrow(new BadInputError(`Release ${marketing.id} is not a release of events`));
    await expect(
      releases.recordHealth({
        remote: 'events',
        release: 999,
        outcome: 'ok',
        session: 'a-session-id',
        token: served(999),
      }),
    ).rejects.toThrow(BadInputError);
  });

  it('counts a report only with the token of a page served that release within the hour', async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 10 });
    const otherKey = createHealthTokens('another site’s key of thirty-two characters', () => clock.now());
    const sent = (token: string | undefined, session: string, release = canary.id) =>
      releases.recordHealth({ remote: 'events', release, outcome: 'load-failed', session, token });
    const early = served(canary.id);
    for (const [token, session] of [
      [undefined, 'no-token-at-all'],
      [served(stable.id), 'the-stable-release-token'],
      [served(canary.id, 'marketing'), 'another-remotes-token'],
      [served(null), 'the-built-in-entry-token'],
      [otherKey.issue().tokenFor('events', canary.id), 'another-key'],
      [`9${early}`, 'a-later-expiry-than-signed'],
    ] as const) {
      expect(await sent(token, session)).toEqual({ counted: false, autoRollback: null });
    }
    const health = async () => (await releases.status()).remotes.find((r) => r.remote === 'events')?.canary?.health;
    expect(await health()).toEqual({ sessions: 0, failedSessions: 0, rate: 0 });

    expect(await sent(early, 'served-this-canary')).toEqual({ counted: true, autoRollback: null });
    // A page served 10 minutes later carries a new token; the first still counts within the hour, then not.
    clock.advanceMinutes(10);
    expect(served(canary.id)).not.toBe(early);
    expect((await sent(early, 'an-hour-old-page')).counted).toBe(true);
    clock.advanceMinutes(61);
    expect((await sent(early, 'an-older-page')).counted).toBe(false);
    expect((await sent(served(canary.id), 'a-fresh-page')).counted).toBe(true);
    expect(
      await releases.recordHealth({
        remote: 'events',
        release: stable.id,
        outcome: 'ok',
        session: 'stable-side-page',
        token: served(stable.id),
      }),
    ).toEqual({ counted: true, autoRollback: null });
  });

  it(`keeps at most ${HEALTH_ROWS_PER_RELEASE_HOUR} reports an hour on a release and ${HEALTH_ROWS_PER_HOUR} in all, then refuses with 429`, async () => {
    const stable = await release(1);
    const canary = await release(2, { canary: 10 });
    const { db } = database.database;
    /** `count` reports kept at the clock's time, as if sent by as many sessions. */
    const fill = (remote: string, releaseId: number | null, count: number, prefix: string) =>
      db.execute(sql`
        INSERT INTO remote_health (remote, release_id, session, outcome, at)
        SELECT ${remote}, ${releaseId}::integer, ${prefix} || n, 'ok', ${clock.now().toISOString()}::timestamptz
        FROM generate_series(1, ${count}) AS n`);
    const sent = (release: number | null, session: string, remote = 'events') =>
      releases.recordHealth({ remote, release, outcome: 'ok', session, token: served(release, remote) });

    await fill('events', canary.id, HEALTH_ROWS_PER_RELEASE_HOUR - 1, 'canary-');
    expect((await sent(canary.id, 'the-last-one-kept')).counted).toBe(true);
    const full = new RateLimitedError(remoteMessages.healthFull('events'), HEALTH_FULL_RETRY_S);
    await expect(sent(canary.id, 'one-too-many')).rejects.toThrow(full);
    // Another release has its own room.
    expect((await sent(stable.id, 'on-the-stable-release')).counted).toBe(true);

    // Filled up in all (the marketing remote's built-in entry beside its canary, reports a page named release null).
    await releases.release({ remote: 'marketing', url: BUNDLE(9), by: 'x', report: {}, canary: 5 });
    const kept = HEALTH_ROWS_PER_RELEASE_HOUR + 1;
    await fill('account', null, HEALTH_ROWS_PER_HOUR - kept - 1, 'all-');
    expect((await sent(null, 'the-last-one-of-all', 'marketing')).counted).toBe(true);
    await expect(sent(stable.id, 'over-the-bound-in-all')).rejects.toThrow(RateLimitedError);
    await expect(sent(null, 'over-it-too', 'marketing')).rejects.toThrow(RateLimitedError);
    const rows = (await db.execute(sql`SELECT count(*) AS n FROM remote_health`)) as { rows: Array<{ n: unknown }> };
    expect(Number(rows.rows[0]?.n)).toBe(HEALTH_ROWS_PER_HOUR);

    // An hour on, the bounds count from zero again.
    clock.advanceMinutes(61);
    expect((await sent(canary.id, 'next-hour')).counted).toBe(true);
  });

  it('serves its own changes at once, and another process’s within a second', async () => {
    const empty = await releases.currentSet();
    expect(empty.remotes).toEqual({});
    expect(await other.currentSet()).toEqual(empty);

    const first = await release(1);
    // This process dropped its copy at the write; the other still serves its own for up to a second.
    const mine = await releases.currentSet();
    expect(mine.remotes.events?.stable?.id).toBe(first.id);
    expect(mine.version).not.toBe(empty.version);
    expect((await other.currentSet()).version).toBe(empty.version);
    clock.advanceMinutes(1 / 60);
    expect(await other.currentSet()).toEqual(mine);
  });

  it('keeps reports for a day: the expiry sweep deletes older ones', async () => {
    const stable = await release(1);
    await report(stable.id, 2, 0, 'old');
    clock.advanceMinutes(23 * 60);
    await report(stable.id, 1, 0, 'new');
    const sweep = createExpirySweepService(deps());
    expect((await sweep.sweep()).remoteHealth).toBe(0);
    clock.advanceMinutes(61);
    expect((await sweep.sweep()).remoteHealth).toBe(2);
    expect((await releases.status()).remotes.find((r) => r.remote === 'events')?.stable.health.sessions).toBe(0);
  });

  it('counts a report naming no release only while the built-in entry is served beside a canary', async () => {
    const eventsHealth = async () => (await releases.status()).remotes.find((r) => r.remote === 'events')?.stable;
    // Nothing released: the browsers reporting are an integrator's or a dev server's, no release's.
    await report(null, 3, 3, 'integrator');
    expect((await eventsHealth())?.health).toEqual({ sessions: 0, failedSessions: 0, rate: 0 });
    // A stable release: a report naming none is a page from before it, or an override; it counts for nothing.
    const stable = await release(1);
    await report(null, 2, 2, 'stale');
    expect((await eventsHealth())?.health.sessions).toBe(0);
    await releases.rollback({ remote: 'events', by: 'events team' });
    // A canary beside the built-in entry: then the built-in entry's reports are its yardstick.
    await release(2, { canary: 20 });
    await report(null, 4, 1, 'yardstick');
    expect((await eventsHealth())?.health).toEqual({ sessions: 4, failedSessions: 1, rate: 0.25 });
    expect(stable.id).toBe(1);
  });
});
