import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { events } from '@greatstep/shared/isomorphic';
import { PASSWORD, signUp, type Account } from '../../testing/accounts';
import { makeOrganiser } from '../../testing/organisers';
import { drivers } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { arbitraries, type FuzzCase, type Known } from './arbitraries';
import { problemsOf } from './checks';
import { listRoutes, routeName, type FuzzRoute } from './routes';
import { createVictims, snapshot, type Victims } from './victims';

// The fuzzer's seed: fixed by default so that CI is repeatable; FUZZ_SEED explores other cases, FUZZ_RUNS more of them.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 180_002;
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 10_240;
/** The account limits count in 15-minute windows (docs/API.md#rate-limits): moving the clock on opens new ones. */
const CASES_PER_WINDOW = 200;

const excerpt = (text: string, length = 400) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

interface Stats {
  total: number;
  perRoute: Map<string, number>;
  statuses: Map<number, number>;
  rateLimited: number;
  unsendable: number;
  renewedSessions: number;
  leftApi: number;
}

describe.each(drivers)('the API under fuzzing on %s', (driver) => {
  // Rate limits stay on, as in production: a fresh network per call and a clock moved on keep them from answering
  // most calls, and the ones they do answer are checked like any other.
  const t = useTestApp(driver);

  let routes: FuzzRoute[];
  let victims: Victims;
  let before: unknown;
  let fuzzers: Record<'user' | 'organiser', Account>;

  beforeAll(async () => {
    routes = listRoutes(t.app).filter((route) => route.url.startsWith('/api'));
    victims = await createVictims(t);
    fuzzers = {
      user: await signUp(t, { firstName: 'Fuzz', lastName: 'User' }),
      organiser: await signUp(t, { firstName: 'Fuzz', lastName: 'Organiser' }),
    };
    // The organisers' calls refuse everyone else before reading their input: an organiser reaches their checks.
    await makeOrganiser(t, fuzzers.organiser);
    before = await snapshot(t, victims);
  });

  /** Signs the account in again if its session has ended; whether it had. */
  const renewSession = async (who: 'user' | 'organiser'): Promise<boolean> => {
    const { email, token } = fuzzers[who];
    const check = await t.call({ method: 'GET', url: '/api/auth/team/myTeams', token });
    if (check.status !== 401) return false;
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    if (login.status !== 200) throw new Error(`the fuzz could not sign ${who} in again: ${login.status}`);
    fuzzers[who] = { ...fuzzers[who], token: login.body.token as string };
    return true;
  };

  function requestOf(c: FuzzCase): { options: InjectOptions; url: string; authorization: string } {
    let url = c.path + c.query;
    // An organiser may decide anyone's payment: that is the role, not a leak, so the victims are kept out of reach.
    if (c.identity.kind === 'organiser' && url.startsWith('/api/organisers'))
      for (const id of [victims.leader.user._id, victims.member.user._id])
        url = url.replaceAll(id, fuzzers.organiser.user._id);
    const headers: Record<string, string> = {};
    const { identity } = c;
    if (identity.kind === 'user') headers.authorization = `Bearer ${fuzzers.user.token}`;
    if (identity.kind === 'bare user') headers.authorization = fuzzers.user.token;
    if (identity.kind === 'organiser') headers.authorization = `Bearer ${fuzzers.organiser.token}`;
    if (identity.kind === 'garbage') headers.authorization = identity.authorization;
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    if (c.idempotencyKey !== undefined) headers['idempotency-key'] = c.idempotencyKey;
    return {
      options: {
        method: c.method,
        url,
        headers,
        remoteAddress: c.remoteAddress,
        ...(c.body === undefined ? {} : { payload: c.body }),
      },
      url,
      authorization: headers.authorization ?? '',
    };
  }

  it('answers every call, however hostile, with a status below 500 and a JSON refusal without internals', async () => {
    const known: Known = {
      userId: fuzzers.user.user._id,
      userEmail: fuzzers.user.email,
      victimIds: [victims.leader.user._id, victims.member.user._id],
      victimEmails: [victims.leader.email, victims.member.email],
      victimTeamId: victims.teamId,
      events: events.flatMap((event) => (event.key ? [event.key] : [])),
    };
    const stats: Stats = {
      total: 0,
      perRoute: new Map(),
      statuses: new Map(),
      rateLimited: 0,
      unsendable: 0,
      renewedSessions: 0,
      leftApi: 0,
    };
    const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

    const property = fc.asyncProperty(arbitraries(routes, known), async (c) => {
      const { options, url, authorization } = requestOf(c);
      const route = routes[c.route];
      stats.total += 1;
      count(stats.perRoute, route ? routeName(route) : '(no such route)');
      if (stats.total % CASES_PER_WINDOW === 0) t.clock.advanceMinutes(16);
      let response;
      try {
        response = await t.app.inject(options);
      } catch (error) {
        // light-my-request refuses what Node's HTTP client would refuse too (a header it can not write).
        if (error instanceof TypeError && /header|invalid/i.test(error.message)) {
          stats.unsendable += 1;
          return;
        }
        throw error;
      }
      await t.app.afterAnswers();
      count(stats.statuses, response.statusCode);
      if (response.statusCode === 429) stats.rateLimited += 1;
      // A fuzzed logout ends the fuzzing session; the next calls need one to get past `authenticate`.
      if (response.statusCode === 401 && c.identity.kind !== 'anonymous' && c.identity.kind !== 'garbage') {
        if (await renewSession(c.identity.kind === 'organiser' ? 'organiser' : 'user')) stats.renewedSessions += 1;
      }
      // inject resolves the path as a browser would (`/api/%2e%2e/x` is `/x`): the server saw that one.
      const seen = new URL(url, 'http://localhost').pathname;
      const api = seen === '/api' || seen.startsWith('/api/');
      if (!api) stats.leftApi += 1;
      const sent = [url, c.body ?? '', authorization, c.idempotencyKey ?? ''].join('\n');
      const problems = problemsOf(
        { status: response.statusCode, body: response.body },
        { method: c.method, sent, api },
      );
      if (problems.length > 0) {
        throw new Error(
          [
            `${problems.join('; ')}`,
            `call: ${c.method} ${excerpt(url)} as ${c.identity.kind}, content-type ${String(c.contentType)}`,
            `body sent: ${c.body === undefined ? '(none)' : excerpt(JSON.stringify(c.body))}`,
            `answer: ${response.statusCode} ${excerpt(response.body)}`,
          ].join('\n'),
        );
      }
    });

    const started = performance.now();
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS });
    } finally {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const perRoute = [...stats.perRoute].sort(([a], [b]) => a.localeCompare(b));
      const statuses = [...stats.statuses].sort(([a], [b]) => a - b);
      console.log(
        [
          `fuzz on ${driver}: ${stats.total.toLocaleString('en')} calls over ${routes.length} routes in ${seconds} s, seed ${SEED} (FUZZ_SEED to change)`,
          `answers: ${statuses.map(([status, n]) => `${status}×${n}`).join(', ')}`,
          `rate-limited: ${stats.rateLimited}, not sendable: ${stats.unsendable}, sessions renewed: ${stats.renewedSessions}, paths resolved outside /api: ${stats.leftApi}`,
          ...perRoute.map(([name, n]) => `  ${String(n).padStart(5)}  ${name}`),
        ].join('\n'),
      );
    }

    expect(stats.total).toBeGreaterThanOrEqual(RUNS);
    // Most calls must reach the checks of the call itself, not stop at a limit or at the HTTP layer.
    expect(stats.rateLimited + stats.unsendable).toBeLessThan(stats.total * 0.1);
    expect(routes.length).toBeGreaterThan(20);
  }, 240_000);

  it('leaves the records of the two other accounts as they were', async () => {
    expect(await snapshot(t, victims)).toEqual(before);
    for (const victim of [victims.leader, victims.member]) {
      const login = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: PASSWORD },
      });
      expect({ email: victim.email, status: login.status }).toEqual({ email: victim.email, status: 200 });
    }
  });
});
