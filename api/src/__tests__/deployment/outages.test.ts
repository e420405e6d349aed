import { performance } from 'node:perf_hooks';
import { events, teamSizeOf } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signUp } from '../../testing/accounts';
import { mapLimit, timedCall, type TimedCall } from './calls';
import { describeWithNginx } from './nginx-server';
import { signInsAndTeams, type LoadCall } from './team-load';
import { startTestDeployment, type TestDeployment } from './test-deployment';

/*
 * Redis or PostgreSQL down behind nginx and two API processes (docs/DEPLOY.md#when-a-process-fails): no process ends,
 * the API answers the calls that need the missing server 503 in its JSON with Retry-After, and that answer is never
 * taken for a dead process, so nginx keeps passing every call on; /api/health, the calls that need nothing missing
 * and each process's pages keep answering; and once the server is back the processes are ready within 2 s.
 */

const range = (n: number) => Array.from({ length: n }, (_, index) => index);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise of docs/DEPLOY.md#when-a-process-fails: ready again within 2 s of the server's return. */
const READY_WITHIN_MS = 2_000;
/** A page, the pages' remotes and the two files for search engines, asked of each process itself. */
const PAGES = ['/', '/great-step/events', '/remotes.json', '/robots.txt', '/sitemap.xml'];
/** What the load's calls answer while their database answers: a read; a sign-in, a team made, a member added. */
const USUAL_ANSWERS: Record<string, number[]> = { GET: [200], POST: [200, 201] };
const TEAM_EVENTS = events.filter((event) => event.key !== null && !event.comingSoon && teamSizeOf(event) >= 2);
/** Of a ticket's form, but no page load's: the report is answered 202 and dropped, after its per-network budget. */
const HEALTH_REPORT = {
  remote: 'events',
  release: null,
  outcome: 'ok',
  ticket: `${'a'.repeat(16)}.${'a'.repeat(43)}`,
};

const title = 'nginx with deploy/nginx/greatstep.conf while Redis or PostgreSQL is down';

/** What a caller reads of an answer: its status, Retry-After and JSON body (nginx's HTML pages read as empty). */
const seen = (answer: TimedCall) => ({
  path: answer.path,
  status: answer.status,
  retryAfter: answer.retryAfter,
  body: answer.body,
});
/** The API's 503 for a call that needs a server that is down. */
const unavailable = (answer: TimedCall) => ({
  path: answer.path,
  status: 503,
  retryAfter: '5',
  body: { success: false, message: apiMessages.unavailable },
});

describeWithNginx(title, () => {
  let site: TestDeployment;

  beforeAll(async () => {
    // The processes serve a fake build: their pages are asked for, in a checkout that may not be built.
    site = await startTestDeployment({ fakeSite: true });
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
  }, 60_000);

  /**
   * The pages of each process in turn, asked of it directly (behind nginx the pages come from disk): each call asks
   * for the next one.
   */
  const pagesInTurn = () => {
    let next = 0;
    return () => {
      next += 1;
      const running = site.deployment.processes[next % 2];
      if (!running) throw new Error('a process slot is empty');
      // Each from a visitor of its own (the processes believe X-Forwarded-For from loopback, as from nginx): the page
      // budget, counted across processes, is for one network's loop, not for this load.
      const headers = { 'x-forwarded-for': `198.18.${Math.floor(next / 250) % 250}.${next % 250}` };
      return timedCall(running.url, 'GET', PAGES[Math.floor(next / 2) % PAGES.length] ?? '/', { headers });
    };
  };

  /** Runs `kinds` in turn, 4 at a time, until `done()`: the same mix a site sees, calls in flight throughout. */
  async function loadUntil(done: () => boolean, kinds: ((n: number) => Promise<TimedCall>)[]): Promise<TimedCall[]> {
    const calls: TimedCall[] = [];
    let n = 0;
    const worker = async () => {
      while (!done()) {
        const kind = kinds[n % kinds.length];
        n += 1;
        if (kind) calls.push(await kind(n));
      }
    };
    await Promise.all(range(4).map(worker));
    return calls;
  }

  /** From `back` until `works` holds on both processes, asked every 50 ms. */
  async function bothAfter(back: number, works: (url: string, slot: number) => Promise<boolean>): Promise<number> {
    const at = await Promise.all(
      site.deployment.processes.map(async (running, slot) => {
        while (!(await works(running.url, slot))) {
          if (performance.now() - back > 20_000) throw new Error(`${running.url}: not back 20 s after the return`);
          await sleep(50);
        }
        return performance.now();
      }),
    );
    return Math.round(Math.max(...at) - back);
  }

  const stillRunning = () => site.deployment.processes.map((running) => running.running());

  it('while Redis is down for 10 s: no process ends, the calls that need a count answer 503, the rest as usual', async () => {
    const account = await signUp(site.visitor());
    const profile = `/api/auth/updateUser/${encodeURIComponent(account.email)}`;
    const before = (await site.settledLog()).length;
    await site.redis.down();
    let calls: TimedCall[];
    const until = performance.now() + 10_000;
    try {
      calls = await loadUntil(
        () => performance.now() > until,
        [
          // Counted per e-mail and network in Redis, as well as per network.
          (n) => site.call('GET', `/api/auth/checkEmail/free.${n}.${Date.now()}@example.com`),
          () => site.call('GET', '/api/health'),
          () => site.call('GET', profile, { token: account.token }),
          // Only a per-network budget, which a Redis outage lifts.
          () => site.call('POST', '/api/remote-health', { payload: HEALTH_REPORT }),
          pagesInTurn(),
        ],
      );
    } finally {
      await site.redis.up();
    }
    const back = performance.now();
    expect(stillRunning()).toEqual([true, true]);

    const checks = calls.filter((answer) => answer.path.startsWith('/api/auth/checkEmail/'));
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.map(seen)).toEqual(checks.map(unavailable));
    const reports = calls.filter((answer) => answer.path === '/api/remote-health');
    expect(reports.filter((answer) => answer.status !== 202).map(seen)).toEqual([]);
    const others = calls.filter((answer) => !checks.includes(answer) && !reports.includes(answer));
    expect(others.filter((answer) => answer.status !== 200).map(seen)).toEqual([]);
    // Each call was answered by the one process it reached: a 503 of the API is no reason to try the other.
    expect((await site.settledLog()).slice(before).filter((entry) => entry.upstreams.length > 1)).toEqual([]);

    // Back: the counts work again on both processes.
    const ms = await bothAfter(back, async (url, slot) => {
      const answer = await timedCall(url, 'GET', `/api/auth/checkEmail/back.${slot}.${Date.now()}@example.com`);
      return answer.status === 200;
    });
    console.log(
      `Redis down 10 s: ${calls.length} calls, the ${checks.length} that needed it answered 503; ` +
        `counted again on both processes ${ms} ms after its return`,
    );
    expect(ms).toBeLessThanOrEqual(READY_WITHIN_MS);
  }, 120_000);

  it('while PostgreSQL stops for 5 s under load: no process ends, pages answer, database calls 503, ready within 2 s', async () => {
    const account = await signUp(site.visitor());
    const [leader, member] = await mapLimit(range(2), 2, () => signUp(site.visitor()));
    if (!leader || !member) throw new Error('no accounts');
    const profile = `/api/auth/updateUser/${encodeURIComponent(account.email)}`;

    let stopAt = Infinity;
    let upAt = Infinity;
    const teamCalls: LoadCall[] = [];
    const load = loadUntil(
      () => performance.now() > upAt + 1_500,
      [
        () => site.call('GET', '/api/health'),
        () => site.call('GET', profile, { token: account.token }),
        () => site.call('GET', '/api/auth/team/myTeams', { token: account.token }),
        (n) => timedCall(site.deployment.processes[n % 2]?.url ?? '', 'GET', '/api/ready'),
        pagesInTurn(),
      ],
    );
    // Transactions in flight when PostgreSQL ends their connections: teams made, members added, from the stop on.
    const teams = (async () => {
      while (performance.now() < stopAt) await sleep(10);
      await signInsAndTeams({ call: site.call, leader, member, events: TEAM_EVENTS, until: upAt, calls: teamCalls });
    })();

    // Each process serves its pages first: it then has the release set they are made from.
    await sleep(1_000);
    stopAt = performance.now() - 50;
    await site.pg.down();
    const downAt = performance.now();
    await sleep(5_000);
    // PostgreSQL answers a moment before pg_ctl says so: what is answered after this may have reached it.
    const startedAt = performance.now();
    await site.pg.up();
    upAt = performance.now();
    const readyMs = await bothAfter(upAt, async (url) => (await timedCall(url, 'GET', '/api/ready')).status === 200);
    const calls = [...(await load), ...teamCalls];
    await teams;

    expect(stillRunning()).toEqual([true, true]);
    const health = calls.filter((answer) => answer.path === '/api/health');
    expect(health.filter((answer) => answer.status !== 200).map(seen)).toEqual([]);
    const pages = calls.filter((answer) => !answer.path.startsWith('/api/'));
    expect(pages.filter((answer) => answer.status !== 200).map(seen)).toEqual([]);

    // A call that needs the database gets its usual answer, or the API's 503 with Retry-After: nothing else, ever.
    const needDatabase = calls.filter((answer) => answer.path.startsWith('/api/') && answer.path !== '/api/health');
    const unusual = needDatabase.filter(
      (answer) => answer.status !== 503 && !(USUAL_ANSWERS[answer.method] ?? []).includes(answer.status),
    );
    expect(unusual.map(seen)).toEqual([]);
    const refused = needDatabase.filter((answer) => answer.status === 503);
    expect(refused.map(seen)).toEqual(refused.map(unavailable));
    // Every one asked while it was down was refused.
    const whileDown = needDatabase.filter((answer) => answer.start > downAt && answer.end < startedAt);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.map(seen)).toEqual(whileDown.map(unavailable));

    console.log(
      `PostgreSQL stopped 5 s under load: ${calls.length} calls (${pages.length} pages, all 200; ` +
        `${whileDown.length} database calls while it was down, all 503); both processes ready ${readyMs} ms after ` +
        'its return',
    );
    expect(readyMs).toBeLessThanOrEqual(READY_WITHIN_MS);

    // Back: the very next calls succeed, on both processes.
    const after = (await site.settledLog()).length;
    const back = await mapLimit(range(8), 4, () => site.call('GET', profile, { token: account.token }));
    expect(back.filter((answer) => answer.status !== 200).map(seen)).toEqual([]);
    const servedBy = new Set((await site.settledLog()).slice(after).map(site.slotOf));
    expect(servedBy).toEqual(new Set([0, 1]));
  }, 120_000);
});
