import { sql } from 'drizzle-orm';
import { remoteHealthMessages } from '../remote-health';
import { signUp, type Account } from '../../../testing/accounts';
import { fakeBuiltSite } from '../../../testing/fake-site';
import { beaconFrom, pageLoadTicket } from '../../../testing/health-tickets';
import { makeOrganiser } from '../../../testing/organisers';
import { createTestApp, drivers, type TestApp } from '../../../testing/test-app';

/*
 * Forged health reports against canaries (docs/SECURITY.md#health-reports-count-only-from-served-pages), as an
 * attacker sends them: any web page can make its visitors post a text/plain report to /api/remote-health, and a script
 * can read remotes.json with any cohort cookie and ask for tickets from a few addresses of its own. Real browsers are
 * played by what a browser does: it reads remotes.json (with its cohort cookie), asks for its page load's ticket once
 * the page has loaded, and reports with it, each from an address of its own. The canary's rule is the default one:
 * judged from 50 page loads, ended 5 points above the stable release, so a network counts 2 page loads at most.
 */

const STABLE = 'https://cdn.example.org/events/v1/mf-manifest.json';
const CANARY = 'https://cdn.example.org/events/v2/mf-manifest.json';
const ENDED = /^failure rate [\d.]+% over \d+ sessions against 0% for the stable release \(margin 5 points\)$/;

describe.each(drivers)('forged health reports on %s', (driver) => {
  let built: ReturnType<typeof fakeBuiltSite>;
  let t: TestApp;
  let organiser: Account;

  beforeAll(async () => {
    built = fakeBuiltSite();
    t = await createTestApp(driver, {}, undefined, built.site);
    organiser = await signUp(t);
    await makeOrganiser(t, organiser);
  });
  afterAll(async () => {
    await t.close();
    built.remove();
  });

  let stableId = 0;
  let canaryId = 0;
  beforeEach(async () => {
    await t.db.database.db.execute(
      sql`TRUNCATE remote_health, remote_release_events, remote_release_files, remote_releases RESTART IDENTITY`,
    );
    const release = async (url: string, canary?: number) => {
      const answer = await t.call({
        method: 'POST',
        url: '/api/organisers/remotes/events/releases',
        token: organiser.token,
        payload: { url, report: {}, ...(canary ? { canary } : {}) },
      });
      return (answer.body.release as { id: number }).id;
    };
    stableId = await release(STABLE);
    canaryId = await release(CANARY, 50);
  });

  /** What remotes.json names for the events remote to a browser of this cohort. */
  async function servedTo(cohort: number, from = '127.0.0.1'): Promise<Record<string, unknown>> {
    const remotes = await t.app.inject({
      url: '/remotes.json',
      remoteAddress: from,
      headers: { cookie: `gs_cohort=${cohort}` },
    });
    return remotes.json<Record<string, Record<string, unknown>>>().events ?? {};
  }

  let addresses = 0;
  const newAddress = () => `10.${(addresses >> 8) & 255}.${addresses++ & 255}.1`;

  /** A page load of a browser of this cohort from an address of its own: it reports as the shell's beacon does. */
  async function pageLoad(cohort: number, from = newAddress()) {
    const { release } = await servedTo(cohort, from);
    const ticket = await pageLoadTicket(t.app, { from, cohort });
    return async (outcome: string) =>
      (await beaconFrom(t.app, from, { remote: 'events', release, outcome, ticket })).json<{ message: string }>();
  }

  /** `count` real browsers of this cohort, each reporting the outcome, each report kept. */
  async function browsers(cohort: number, count: number, outcome: string): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      expect(await (await pageLoad(cohort))(outcome)).toEqual({
        success: true,
        message: remoteHealthMessages.received,
      });
    }
  }

  async function events() {
    const status = await t.call({ method: 'GET', url: '/api/organisers/remotes', token: organiser.token });
    const remotes = status.body.remotes as Array<{
      remote: string;
      stable: { health: { sessions: number; failedSessions: number } };
      canary: { release: { id: number }; health: { sessions: number; failedSessions: number } } | null;
      lastAutoRollback: { reason: string } | null;
    }>;
    return remotes.find(({ remote }) => remote === 'events');
  }

  it('serves each side its own release, and nothing in remotes.json is a credential', async () => {
    const [inside, outside] = [await servedTo(0), await servedTo(99)];
    expect(inside).toMatchObject({ entry: CANARY, release: canaryId });
    expect(outside).toMatchObject({ entry: STABLE, release: stableId });
    // Its entry, its release and the routes the release stored: nothing a report could present as proof.
    for (const side of [inside, outside])
      expect(Object.keys(side).sort()).toEqual(['entry', 'links', 'release', 'routes']);
  });

  it('counts nothing another site’s page makes its visitors send: they carry no ticket', async () => {
    for (let i = 0; i < 10; i += 1) {
      const answer = await beaconFrom(t.app, newAddress(), {
        remote: 'events',
        release: canaryId,
        outcome: 'load-failed',
      });
      expect(answer.json()).toEqual({ success: true, message: remoteHealthMessages.notCounted['no-ticket'] });
    }
    expect(await events()).toMatchObject({ canary: { health: { sessions: 0 } } });
  });

  it('keeps a healthy canary that 60 forged load-failed reports from one address, each with a ticket, ended', async () => {
    await browsers(99, 50, 'ok');
    await browsers(0, 50, 'ok');
    const forger = '198.51.100.7';
    const first = await pageLoad(0, forger);
    const answers = [(await first('load-failed')).message];
    for (let i = 1; i < 60; i += 1) answers.push((await (await pageLoad(0, forger))('load-failed')).message);
    // Its network's share is two page loads: the rest are taken and not counted.
    expect(answers.filter((message) => message === remoteHealthMessages.received)).toHaveLength(2);
    expect(answers.slice(2)).toEqual(Array(58).fill(remoteHealthMessages.notCounted['network-share']));
    // One ticket sent again and again, with every outcome, is still one page load.
    for (const outcome of ['load-failed', 'timeout', 'render-error', 'load-failed'])
      expect((await first(outcome)).message).toBe(remoteHealthMessages.received);
    expect(await events()).toMatchObject({
      canary: { release: { id: canaryId }, health: { sessions: 52, failedSessions: 2 } },
      lastAutoRollback: null,
    });
    // A ticket taken from one address counts from no other.
    const { release } = await servedTo(0);
    const harvested = await pageLoadTicket(t.app, { from: '198.51.100.9', cohort: 0 });
    const elsewhere = await beaconFrom(t.app, '198.51.100.10', {
      remote: 'events',
      release,
      outcome: 'load-failed',
      ticket: harvested,
    });
    expect(elsewhere.json()).toEqual({ success: true, message: remoteHealthMessages.notCounted['no-ticket'] });
  });

  it('ends a failing canary that 2,000 forged ok reports from 4 addresses would have filled and hidden', async () => {
    const forgers = ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14'];
    const answers = new Map<string, number>();
    for (let i = 0; i < 2_000; i += 1) {
      const { message } = await (await pageLoad(0, forgers[i % forgers.length]))('ok');
      answers.set(message, (answers.get(message) ?? 0) + 1);
    }
    expect(Object.fromEntries(answers)).toEqual({
      [remoteHealthMessages.received]: 8,
      [remoteHealthMessages.notCounted['network-share']]: 1_992,
    });
    await browsers(99, 20, 'ok');
    // Every real failure is kept: none is refused as over the hour's bound.
    await browsers(0, 60, 'render-error');
    expect(await events()).toMatchObject({
      stable: { health: { sessions: 20, failedSessions: 0 } },
      canary: null,
      lastAutoRollback: { reason: expect.stringMatching(ENDED) as unknown },
    });
  });

  it('counts no ticket of a canary that has ended, one issued while it ran included', async () => {
    const report = await pageLoad(0);
    await t.call({ method: 'POST', url: '/api/organisers/remotes/events/abort', token: organiser.token });
    expect(await report('load-failed')).toEqual({
      success: true,
      message: remoteHealthMessages.notCounted['not-served'],
    });
    // Its cohort is served the stable release now, and its next page loads report on that.
    expect(await servedTo(0)).toMatchObject({ entry: STABLE, release: stableId });
    expect(await (await pageLoad(0))('ok')).toEqual({ success: true, message: remoteHealthMessages.received });
  });

  it('ends a broken canary from real browsers alone, each network counted, and keeps a healthy one', async () => {
    await browsers(99, 50, 'ok');
    await browsers(0, 49, 'timeout');
    expect(await events()).toMatchObject({ canary: { release: { id: canaryId } } });
    await browsers(0, 1, 'timeout');
    expect(await events()).toMatchObject({
      canary: null,
      lastAutoRollback: {
        reason: 'failure rate 100% over 50 sessions against 0% for the stable release (margin 5 points)',
      },
    });
  });
});
