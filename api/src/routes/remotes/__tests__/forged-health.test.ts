import { sql } from 'drizzle-orm';
import { remoteHealthMessages } from '../remote-health';
import { signUp, type Account } from '../../../testing/accounts';
import { fakeBuiltSite } from '../../../testing/fake-site';
import { makeOrganiser } from '../../../testing/organisers';
import { createTestApp, drivers, type TestApp } from '../../../testing/test-app';

/*
 * Forged health reports against canaries (docs/SECURITY.md#health-reports-count-only-from-served-pages), as an
 * attacker sends them: any web page can make its visitors post a text/plain report to /api/remote-health, and a script
 * can post from a few addresses of its own. Real browsers are played by what a browser does: it reads remotes.json
 * (with its cohort cookie) and echoes the token named beside its release, each from an address of its own. The
 * canary's rule is the default one: judged from 50 sessions, ended 5 points above the stable release.
 */

const STABLE = 'https://cdn.example.org/events/v1/mf-manifest.json';
const CANARY = 'https://cdn.example.org/events/v2/mf-manifest.json';

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
  async function servedTo(cohort: number): Promise<{ release: number; token: string }> {
    const remotes = await t.app.inject({ url: '/remotes.json', headers: { cookie: `gs_cohort=${cohort}` } });
    return remotes.json<Record<string, { release: number; token: string }>>().events as {
      release: number;
      token: string;
    };
  }

  let addresses = 0;
  /** A report as a browser's sendBeacon posts it, from an address of its own unless one is named. */
  const beacon = (body: object, address = `10.${(addresses >> 8) & 255}.${addresses++ & 255}.1`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/remote-health',
      remoteAddress: address,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ remote: 'events', ...body }),
    });

  /** `count` browsers served this cohort's release, each reporting the outcome. */
  async function browsers(cohort: number, count: number, outcome: string, prefix: string): Promise<void> {
    const { release, token } = await servedTo(cohort);
    for (let i = 0; i < count; i += 1) {
      const answer = await beacon({ release, token, outcome, session: `${prefix}-${i}-session` });
      expect(answer.json()).toEqual({ success: true, message: remoteHealthMessages.received });
    }
  }

  /** `count` reports no page of the site was served, from the addresses given in turn. */
  async function forged(release: number, count: number, outcome: string, from: string[]): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const answer = await beacon({ release, outcome, session: `forged-${i}-session` }, from[i % from.length]);
      expect(answer.statusCode).toBe(202);
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

  it('serves each side its own release and token: the canary to cohort 0, the stable release to cohort 99', async () => {
    const [inside, outside] = [await servedTo(0), await servedTo(99)];
    expect(inside.release).toBe(canaryId);
    expect(outside.release).toBe(stableId);
    expect(inside.token).not.toBe(outside.token);
  });

  it('keeps a healthy canary that 10 forged load-failed reports would have ended', async () => {
    await browsers(0, 40, 'ok', 'real');
    await forged(canaryId, 10, 'load-failed', ['198.51.100.7']);
    const healthy = {
      canary: { release: { id: canaryId }, health: { sessions: 40, failedSessions: 0 } },
      lastAutoRollback: null,
    };
    expect(await events()).toMatchObject(healthy);
    // Nor does a token served with the stable release pass for the canary's.
    const { token } = await servedTo(99);
    expect((await beacon({ release: canaryId, outcome: 'timeout', session: 'stable-token-1', token })).json()).toEqual({
      success: true,
      message: remoteHealthMessages.notCounted,
    });
    expect(await events()).toMatchObject(healthy);
  });

  it('ends a broken canary that 300 forged time-outs on the stable release would have kept', async () => {
    await browsers(99, 10, 'ok', 'stable');
    await forged(stableId, 300, 'timeout', ['198.51.100.8']);
    await browsers(0, 50, 'load-failed', 'canary');
    expect(await events()).toMatchObject({
      stable: { health: { sessions: 10, failedSessions: 0 } },
      canary: null,
      lastAutoRollback: {
        reason: 'failure rate 100% over 50 sessions against 0% for the stable release (margin 5 points)',
      },
    });
  });

  it('ends a failing canary that 1,350 forged ok reports from 3 addresses would have diluted', async () => {
    await forged(canaryId, 1_350, 'ok', ['198.51.100.9', '198.51.100.10', '198.51.100.11']);
    const { release, token } = await servedTo(0);
    for (let i = 0; i < 60; i += 1) {
      await beacon({ release, token, outcome: 'render-error', session: `real-${i}-session` });
    }
    expect(await events()).toMatchObject({
      canary: null,
      lastAutoRollback: {
        reason: 'failure rate 100% over 50 sessions against 0% for the stable release (margin 5 points)',
      },
    });
  });
});
