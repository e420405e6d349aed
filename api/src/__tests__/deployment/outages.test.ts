import { apiMessages } from '../../lib/api-messages';
import { signUp } from '../../testing/accounts';
import { mapLimit, type TimedCall } from './calls';
import { nginxMissing } from './nginx-server';
import { startTestDeployment, type TestDeployment } from './test-deployment';

/*
 * Redis or PostgreSQL down behind nginx and two API processes (docs/DEPLOY.md#when-a-process-fails): the API answers
 * the calls that need the missing server 503 in its JSON, and that answer is never taken for a dead process, so
 * nginx keeps passing every call on, /api/health and the calls that need nothing missing keep working, and the
 * moment the server is back its calls succeed.
 */

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

const missing = nginxMissing();
const title = 'nginx with deploy/nginx/greatstep.conf while Redis or PostgreSQL is down';
const suite = missing ? describe.skip : describe;
if (missing) console.warn(`${title}: skipped, ${missing} (.ci/run installs it)`);

/** What a caller reads of an answer: its status and JSON body (nginx's HTML pages read as an empty body). */
const seen = (answer: TimedCall) => ({ path: answer.path, status: answer.status, body: answer.body });

suite(missing ? `${title} (skipped: ${missing})` : title, () => {
  let site: TestDeployment;

  beforeAll(async () => {
    site = await startTestDeployment();
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
  }, 60_000);

  /**
   * Rounds of calls, 4 at a time, each round one of each `kind`: the same mix a site sees, with calls that need the
   * missing server between the ones that do not.
   */
  async function rounds(count: number, kinds: ((n: number) => Promise<TimedCall>)[]): Promise<TimedCall[]> {
    const calls = range(count).flatMap((n) => kinds.map((kind) => () => kind(n)));
    return mapLimit(calls, 4, (make) => make());
  }

  it('answers every /api call with its JSON while Redis is down: those that need it 503, the others as usual', async () => {
    const account = await signUp(site.visitor());
    const profile = `/api/auth/updateUser/${encodeURIComponent(account.email)}`;
    const before = (await site.settledLog()).length;
    await site.redis.down();
    let calls: TimedCall[];
    try {
      calls = await rounds(12, [
        // Its per-address budget is counted in Redis.
        (n) => site.call('GET', `/api/auth/checkEmail/free.${n}.${Date.now()}@example.com`),
        () => site.call('GET', '/api/health'),
        () => site.call('GET', profile, { token: account.token }),
        () => site.call('GET', '/api/auth/team/myTeams', { token: account.token }),
      ]);
    } finally {
      await site.redis.up();
    }
    const checks = calls.filter((answer) => answer.path.startsWith('/api/auth/checkEmail/'));
    expect(checks.map(seen)).toEqual(
      checks.map((answer) => ({
        path: answer.path,
        status: 503,
        body: { success: false, message: apiMessages.unavailable },
      })),
    );
    const others = calls.filter((answer) => !checks.includes(answer));
    expect(others.filter((answer) => answer.status !== 200).map(seen)).toEqual([]);
    // Each call was answered by the one process it reached: a 503 of the API is no reason to try the other.
    expect((await site.settledLog()).slice(before).filter((entry) => entry.upstreams.length > 1)).toEqual([]);
  }, 90_000);

  it('answers every /api call with its JSON while PostgreSQL is down, and serves again the moment it is back', async () => {
    const account = await signUp(site.visitor());
    const profile = `/api/auth/updateUser/${encodeURIComponent(account.email)}`;
    await site.pg.down();
    let calls: TimedCall[];
    try {
      calls = await rounds(8, [
        () => site.call('GET', '/api/health'),
        () => site.call('GET', profile, { token: account.token }),
        () => site.call('GET', '/api/ready'),
        () => site.call('POST', '/api/auth/login', { payload: { email: account.email, password: 'Wrong123' } }),
      ]);
    } finally {
      await site.pg.up();
    }
    const health = calls.filter((answer) => answer.path === '/api/health');
    expect(health.filter((answer) => answer.status !== 200).map(seen)).toEqual([]);
    const needDatabase = calls.filter((answer) => !health.includes(answer));
    expect(needDatabase.map(seen)).toEqual(
      needDatabase.map((answer) => ({
        path: answer.path,
        status: 503,
        body: { success: false, message: apiMessages.unavailable },
      })),
    );

    // Back: the very next calls succeed, on both processes.
    const after = (await site.settledLog()).length;
    const back = await mapLimit(range(8), 4, () => site.call('GET', profile, { token: account.token }));
    expect(back.filter((answer) => answer.status !== 200).map(seen)).toEqual([]);
    const servedBy = new Set((await site.settledLog()).slice(after).map(site.slotOf));
    expect(servedBy).toEqual(new Set([0, 1]));
  }, 90_000);
});
