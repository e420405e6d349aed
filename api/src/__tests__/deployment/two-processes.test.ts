import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { events, teamSizeOf } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { LOGIN_LIMITS } from '../../lib/login-throttle';
import { KEYED_RULES } from '../../plugins/external/rate-limit-rules';
import { PASSWORD, signUp, type SignUpApi } from '../../testing/accounts';
import { mapLimit, rawGet, type CallMethod, type CallOptions } from './calls';
import type { Deployment } from './deployment';
import { decidedHeaders } from './headers';
import { describeWithNginx, type ApiLogEntry } from './nginx-server';
import { missingWrites, signInsAndTeams, type LoadCall } from './team-load';
import { startTestDeployment, type TestDeployment } from './test-deployment';

/*
 * The deployment of docs/DEPLOY.md on one machine, from the files in deploy/: nginx running greatstep.conf itself
 * (only its paths and ports replaced), two API processes with the variables of greatstep.env.example, a PostgreSQL
 * and a Redis of the test's own. Each check is made through nginx, as a visitor's browser makes it.
 */

/** Events a leader registers a team of two or more for. */
const TEAM_EVENTS = events.filter((event) => event.key !== null && !event.comingSoon && teamSizeOf(event) >= 2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const range = (n: number) => Array.from({ length: n }, (_, index) => index);

const title = 'nginx with deploy/nginx/greatstep.conf in front of two API processes';

describeWithNginx(title, () => {
  let site: TestDeployment;
  let deployment: Deployment;
  let db: Pool;

  const visitor = (): SignUpApi => site.visitor();
  const apiLog = () => site.apiLog();
  const slotOf = (entry: ApiLogEntry) => site.slotOf(entry);
  const slotsOf = (entries: ApiLogEntry[]) => new Set(entries.map(slotOf));
  const call = (method: CallMethod, url: string, options?: CallOptions) => site.call(method, url, options);
  const settledLog = () => site.settledLog();
  const servedBy = (slot: number, since: number) => site.servedBy(slot, since);

  beforeAll(async () => {
    site = await startTestDeployment();
    ({ deployment, db } = site);
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
  }, 60_000);

  it('passes on the answers of the API as the process sent them', async () => {
    const first = deployment.processes[0];
    if (!first) throw new Error('no process in slot 0');
    for (const url of ['/api/health', '/api/auth/checkEmail/not-an-address']) {
      const [through, direct] = [await rawGet(`${deployment.url}${url}`), await rawGet(`${first.url}${url}`)];
      expect({ url, status: through.status, headers: decidedHeaders(through.headers) }).toEqual({
        url,
        status: direct.status,
        headers: decidedHeaders(direct.headers),
      });
      expect(through.decoded.toString()).toBe(direct.decoded.toString());
    }
  });

  it('keeps a session made through one process on the other, and its end', async () => {
    const before = (await settledLog()).length;
    const account = await signUp(visitor());
    const login = (await settledLog())
      .slice(before)
      .filter((entry) => entry.path === '/api/auth/login')
      .at(-1);
    if (!login) throw new Error('nginx logged no login');
    const profile = `/api/auth/updateUser/${encodeURIComponent(account.email)}`;

    const reads = (await settledLog()).length;
    for (let n = 0; n < 4; n += 1) expect((await call('GET', profile, { token: account.token })).status).toBe(200);
    expect(slotsOf((await settledLog()).slice(reads))).toContain(1 - slotOf(login));

    expect((await call('POST', '/api/auth/logout', { token: account.token })).status).toBe(200);
    const after = (await settledLog()).length;
    for (let n = 0; n < 4; n += 1) expect((await call('GET', profile, { token: account.token })).status).toBe(401);
    expect(slotsOf((await settledLog()).slice(after))).toEqual(new Set([0, 1]));
  });

  it('keeps rate limits and lock-outs in one Redis for both processes, deaf to a forged X-Forwarded-For', async () => {
    const account = await signUp(visitor());
    const before = (await settledLog()).length;
    // Each try claims another address: nginx overwrites the header, so all of them count for this one network.
    const login = (password: string, n: number) =>
      call('POST', '/api/auth/login', {
        payload: { email: account.email, password },
        headers: { 'x-forwarded-for': `203.0.113.${n + 1}` },
      });
    for (let n = 0; n < LOGIN_LIMITS.perAccountAndNetwork.max; n += 1) {
      expect((await login('Wrong123', n)).status).toBe(401);
    }
    for (let n = 0; n < 2; n += 1) {
      const locked = await login(PASSWORD, 50 + n);
      expect({ status: locked.status, message: locked.body.message }).toEqual({
        status: 429,
        message: apiMessages.tooManyRequests,
      });
    }
    expect(slotsOf((await settledLog()).slice(before))).toEqual(new Set([0, 1]));

    const checks = (await settledLog()).length;
    const free = `free.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let n = 0; n <= KEYED_RULES.checkEmail.perKeyAndNetwork.max; n += 1) {
      statuses.push((await call('GET', `/api/auth/checkEmail/${free}`)).status);
    }
    expect(statuses).toEqual([...range(KEYED_RULES.checkEmail.perKeyAndNetwork.max).map(() => 200), 429]);
    expect(slotsOf((await settledLog()).slice(checks))).toEqual(new Set([0, 1]));
  });

  it('holds a team to its size when adds race through both processes', async () => {
    const event = TEAM_EVENTS.find((candidate) => teamSizeOf(candidate) >= 3) ?? TEAM_EVENTS[0];
    if (!event?.key) throw new Error('the catalogue has no team event');
    const size = teamSizeOf(event);
    const [leader, ...members] = await mapLimit(range(size + 3), 4, () => signUp(visitor()));
    if (!leader) throw new Error('no leader');
    const created = await call('POST', '/api/auth/team/createTeam', {
      token: leader.token,
      payload: { leader_id: leader.user._id, event: event.key },
    });
    expect(created.status).toBe(201);
    const teamId = (created.body.team as { _id: string })._id;

    const before = (await settledLog()).length;
    const adds = await Promise.all(
      members.map((member) =>
        call('POST', '/api/auth/team/addMembers', {
          token: leader.token,
          payload: { team_id: teamId, memberEmail: member.email },
        }),
      ),
    );
    expect(adds.filter((add) => add.status === 200)).toHaveLength(size - 1);
    expect(adds.filter((add) => add.status !== 200).map((add) => [add.status, add.body.message])).toEqual(
      range(members.length - (size - 1)).map(() => [409, apiMessages.teamFull]),
    );
    expect(slotsOf((await settledLog()).slice(before))).toEqual(new Set([0, 1]));
    const stored = await db.query<{ people: number }>(
      'SELECT count(*)::int AS people FROM team_members WHERE team_id = $1',
      [teamId],
    );
    expect(stored.rows[0]?.people).toBe(size);
  });

  it('loses no accepted write when a process is killed under load: only calls in flight on it fail', async () => {
    const workers = 6;
    const accounts = await mapLimit(range(workers * 2), 4, () => signUp(visitor()));
    const calls: LoadCall[] = [];
    const victim = deployment.processes[0];
    if (!victim) throw new Error('no process in slot 0');
    const until = performance.now() + 12_000;
    const logBefore = apiLog().length;
    const loadStart = performance.now();
    const load = Promise.all(
      range(workers).map((n) => {
        const [leader, member] = [accounts[2 * n], accounts[2 * n + 1]];
        if (!leader || !member) throw new Error('too few accounts');
        return signInsAndTeams({ call, leader, member, events: TEAM_EVENTS, until, calls });
      }),
    );
    // The kill comes a third of the way through the load (each worker makes four calls per event), not after a fixed
    // time: on a fast machine the whole load has taken under two seconds, leaving no call to be made after the kill.
    const planned = workers * TEAM_EVENTS.length * 4;
    while (calls.length < planned / 3 && performance.now() < until) await sleep(10);
    const killedAt = performance.now();
    const exit = await victim.kill();
    await load;

    // Every call that failed is a POST (not retried: it may have been carried out) that the killed process had.
    const failed = calls.filter((answer) => answer.status < 200 || answer.status >= 300);
    expect(
      failed.map((answer) => ({
        method: answer.method,
        status: answer.status,
        inFlight: answer.start < exit.at && answer.end > killedAt,
      })),
    ).toEqual(failed.map(() => ({ method: 'POST', status: 502, inFlight: true })));
    expect(calls.some((answer) => answer.start > exit.at && answer.status === 201)).toBe(true);

    // Every write that was answered 2xx is in the database.
    const writes = calls.flatMap((answer) => (answer.write ? [answer.write] : []));
    expect(await missingWrites(db, writes)).toEqual([]);

    const entries = apiLog().slice(logBefore);
    const retried = entries.filter((entry) => entry.upstreams.length > 1).length;
    console.log(
      `kill under load: ${calls.length} calls through nginx over ${Math.round(performance.now() - loadStart)} ms, ` +
        `${writes.length} writes accepted and all stored; ${failed.length} failed (POSTs in flight on the killed ` +
        `process); ${retried} passed on by nginx to the other process`,
    );

    // Back in service for the next check, as systemd's Restart= would bring it back.
    const restarted = apiLog().length;
    await deployment.start(0);
    await servedBy(0, restarted);
  }, 90_000);
});
