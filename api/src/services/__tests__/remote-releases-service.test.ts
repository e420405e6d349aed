import { sql } from 'drizzle-orm';
import { BadInputError, ConflictError, NotFoundError } from '../../lib/domain-errors';
import { NO_HEALTH_TICKETS } from '../../lib/health-ticket';
import { releaseUrlProblems } from '../../site/release-url';
import { drivers, FakeClock } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import {
  chooseEntry,
  createRemoteReleasesService,
  RELEASE_REPORT_MAX_DEPTH,
  remoteMessages,
  type RemoteReleasesService,
} from '../remote-releases-service';
import { fakeBundles } from '../../testing/fake-bundles';
import { serviceDepsOn } from '../../testing/release-site';

const BUNDLE = (n: number) => `https://cdn.example.org/events/v${n}/mf-manifest.json`;
const REPORT = { ok: true, checks: [{ name: 'manifest', ok: true }] };
const CANARY = { minSessions: 5, marginPoints: 10 };

describe.each(drivers)('remote releases on %s', (driver) => {
  let database: TestDatabase;
  let clock: FakeClock;
  /** This process's service, and another process's on the same database. */
  let releases: RemoteReleasesService;
  let other: RemoteReleasesService;

  const deps = () => serviceDepsOn(database, clock.now, { publicUrl: 'https://greatstep.test', remoteCanary: CANARY });
  // The browsers' reports and their tickets: remote-health-service.test.ts.
  const serviceOn = () => createRemoteReleasesService(deps(), NO_HEALTH_TICKETS, fakeBundles);

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
      NO_HEALTH_TICKETS,
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
    const second = await release(2);
    const third = await release(3);

    const back = await releases.rollback({ remote: 'events', by: 'asha' });
    expect(back).toMatchObject({ from: { id: third.id }, to: { id: second.id, state: 'stable' }, endedCanary: null });
    // Named: further back than the previous one.
    expect(await releases.rollback({ remote: 'events', to: first.id, by: 'ravi' })).toMatchObject({
      from: { id: second.id },
      to: { id: first.id, state: 'stable', endedReason: null },
    });
    await expect(releases.rollback({ remote: 'events', to: first.id, by: 'ravi' })).rejects.toThrow(
      new ConflictError(`Release ${first.id} is already the stable release of events`),
    );
    await expect(releases.rollback({ remote: 'events', to: 99, by: 'ravi' })).rejects.toThrow(
      new NotFoundError('events has no release 99'),
    );
    const marketing = await releases.release({ remote: 'marketing', url: BUNDLE(9), by: 'x', report: {} });
    await expect(releases.rollback({ remote: 'events', to: marketing.id, by: 'ravi' })).rejects.toThrow(NotFoundError);

    // The first release rolled back: the site's built-in entry again, and the history says so.
    expect(await releases.rollback({ remote: 'events', by: 'asha' })).toMatchObject({
      from: { id: first.id },
      to: null,
      endedCanary: null,
    });
    expect((await releases.currentSet()).remotes.events).toBeUndefined();
    const history = await releases.history('events');
    expect(history.releases.map(({ id, state, endedReason }) => [id, state, endedReason])).toEqual([
      [third.id, 'retired', 'rolled back by asha'],
      [second.id, 'retired', 'rolled back by ravi'],
      [first.id, 'retired', 'rolled back by asha'],
    ]);
    expect(history.releases[2]?.events.map(({ action, actor, reason }) => [action, actor, reason])).toEqual([
      ['released', 'events team', null],
      ['rollback', 'ravi', `from release ${second.id} to release ${first.id}`],
      ['rollback', 'asha', `from release ${first.id} to the built-in entry`],
    ]);
  });

  it('never rolls back to a release taken off the site, and the history and the refusal say why', async () => {
    const hostile = await release(1);
    await releases.rollback({ remote: 'events', by: 'asha' });
    const canary = await release(2, { canary: 10 });
    await releases.abort({ remote: 'events', by: 'ravi', reason: 'the schedule is wrong' });
    const third = await release(3);
    // Before this rule the rollback went "from release 3 to release 1", serving the hostile release again.
    expect(await releases.rollback({ remote: 'events', by: 'asha' })).toMatchObject({
      from: { id: third.id },
      to: null,
    });
    expect((await releases.currentSet()).remotes.events).toBeUndefined();
    // Named, each is refused with the reason it left.
    await expect(releases.rollback({ remote: 'events', to: hostile.id, by: 'asha' })).rejects.toThrow(
      new ConflictError(remoteMessages.takenOff('events', hostile.id, 'rolled back by asha')),
    );
    await expect(releases.rollback({ remote: 'events', to: canary.id, by: 'asha' })).rejects.toThrow(
      new ConflictError(
        `Release ${canary.id} of events was taken off the site (aborted by ravi: the schedule is wrong): ` +
          'a rollback never goes back to it; release its URL again if it is wanted',
      ),
    );

    // A rolled-back release between two good ones is passed over; one a newer release retired is gone back to.
    const fourth = await release(4);
    await release(5);
    expect(await releases.rollback({ remote: 'events', by: 'asha' })).toMatchObject({ to: { id: fourth.id } });
    const sixth = await release(6);
    expect(await releases.rollback({ remote: 'events', by: 'asha' })).toMatchObject({
      from: { id: sixth.id },
      to: { id: fourth.id, state: 'stable' },
    });
    const history = await releases.history('events');
    expect(history.releases.map(({ id, state, endedReason }) => [id, state, endedReason])).toEqual([
      [sixth.id, 'retired', 'rolled back by asha'],
      [sixth.id - 1, 'retired', 'rolled back by asha'],
      [fourth.id, 'stable', null],
      [third.id, 'retired', 'rolled back by asha'],
      [canary.id, 'ended', 'aborted by ravi: the schedule is wrong'],
      [hostile.id, 'retired', 'rolled back by asha'],
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
    // An ended canary is never gone back to, even by its id.
    await expect(releases.rollback({ remote: 'events', to: next.id, by: 'ravi' })).rejects.toThrow(
      new ConflictError(remoteMessages.takenOff('events', next.id, 'rolled back by ravi')),
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
});
