import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { apiMessages } from '../../lib/api-messages';
import { LOGIN_LIMITS } from '../../lib/login-throttle';
import { newToken } from '../../lib/tokens';
import { applyApiSecurityHeaders } from '../../plugins/external/helmet';
import { KEYED_RULES, RESET_TOKEN_FAILURES_PER_NETWORK } from '../../plugins/external/rate-limit-rules';
import { PER_NETWORK } from '../../lib/counted-limits';
import { signUp, uniqueEmail, type Account } from '../../testing/accounts';
import { drivers, type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

type Answer = Awaited<ReturnType<TestApp['call']>>;

/** The headers the API sets on every answer (helmet with the API's options, Cache-Control), as a response gets them. */
function apiHeaders(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  applyApiSecurityHeaders(request, response);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

const API_HEADERS = apiHeaders();

function expectApiHeaders(answer: Answer): void {
  const carried = Object.fromEntries(Object.keys(API_HEADERS).map((name) => [name, answer.headers[name]]));
  expect({ status: answer.status, headers: carried }).toEqual({ status: answer.status, headers: API_HEADERS });
}

interface Context {
  t: TestApp;
  someone: Account;
  other: Account;
}

/** An answer of each kind a caller meets; 413 and Node's own refusals: helmet.test.ts and client-errors.test.ts. */
const ANSWERS: Array<{ status: number; what: string; call: (c: Context) => Promise<Answer> }> = [
  { status: 200, what: 'health', call: ({ t }) => t.call({ method: 'GET', url: '/api/health' }) },
  {
    status: 201,
    what: 'a team created',
    call: ({ t, someone }) =>
      t.call({
        method: 'POST',
        url: '/api/auth/team/createTeam',
        token: someone.token,
        payload: { leader_id: someone.user._id, event: 'Mine_CS' },
      }),
  },
  {
    status: 400,
    what: 'an invalid body',
    call: ({ t }) => t.call({ method: 'POST', url: '/api/auth/login', payload: {} }),
  },
  {
    status: 401,
    what: 'a forged token',
    call: ({ t }) => t.call({ method: 'GET', url: '/api/auth/team/myTeams', token: newToken() }),
  },
  {
    status: 403,
    what: 'another user’s profile',
    call: ({ t, someone, other }) =>
      t.call({ method: 'GET', url: `/api/auth/updateUser/${encodeURIComponent(other.email)}`, token: someone.token }),
  },
  { status: 404, what: 'an unknown path', call: ({ t }) => t.call({ method: 'GET', url: '/api/no/such/call' }) },
  {
    status: 404,
    what: 'an unknown team',
    call: ({ t, someone }) =>
      t.call({
        method: 'POST',
        url: '/api/auth/team/addMembers',
        token: someone.token,
        payload: { team_id: '00000000-0000-4000-8000-000000000000', memberEmail: someone.email },
      }),
  },
  {
    status: 409,
    what: 'a taken e-mail',
    call: ({ t, other }) => t.call({ method: 'GET', url: `/api/auth/checkEmail/${encodeURIComponent(other.email)}` }),
  },
];

/**
 * One of each kind of limit (docs/API.md#rate-limits): the calls up to it, the refused one, and a call that should
 * pass once Retry-After has gone by (none for the per-network budget, which counts in real time, not the app's clock).
 */
const LIMITS: Array<{
  what: string;
  message: string;
  refuse: (t: TestApp) => Promise<{ refused: Answer; again?: () => Promise<Answer> }>;
}> = [
  {
    what: 'the per-network budget of a limited call (resetPassword)',
    message: apiMessages.tooManyRequests,
    refuse: async (t) => {
      const ask = () =>
        t.call({
          method: 'POST',
          url: '/api/auth/resetPassword',
          payload: { email: uniqueEmail() },
          remoteAddress: '198.51.100.1',
        });
      // 300 per network for the reset calls (docs/API.md#rate-limits: generously per network), each about a
      // different e-mail; sign-up's calls have a campus's budget, which campus-sign-up.test.ts goes through.
      for (let call = 0; call < PER_NETWORK.max; call += 1) {
        const answer = await ask();
        if (answer.status !== 200) throw new Error(`call ${call + 1} answered ${answer.status}`);
      }
      return { refused: await ask() };
    },
  },
  {
    what: 'one e-mail’s budget on one network (checkEmail)',
    message: apiMessages.tooManyRequests,
    refuse: async (t) => {
      const email = uniqueEmail();
      const check = () =>
        t.call({ method: 'GET', url: `/api/auth/checkEmail/${email}`, remoteAddress: '198.51.100.2' });
      for (let call = 0; call < KEYED_RULES.checkEmail.perKeyAndNetwork.max; call += 1) await check();
      return { refused: await check(), again: check };
    },
  },
  {
    what: 'a second sign-up code within the minute',
    message: apiMessages.codeTooSoon,
    refuse: async (t) => {
      const email = uniqueEmail();
      const send = () => t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email } });
      await send();
      return { refused: await send(), again: send };
    },
  },
  {
    what: 'failed reset links from one network',
    message: apiMessages.tooManyRequests,
    refuse: async (t) => {
      const check = () =>
        t.call({
          method: 'POST',
          url: '/api/auth/checkResetLink',
          payload: { email: uniqueEmail(), token: newToken() },
          remoteAddress: '198.51.100.4',
        });
      for (let call = 0; call < RESET_TOKEN_FAILURES_PER_NETWORK.max; call += 1) await check();
      return { refused: await check(), again: check };
    },
  },
  {
    what: 'failed logins to one account from one network',
    message: apiMessages.tooManyRequests,
    refuse: async (t) => {
      const email = uniqueEmail();
      const login = () =>
        t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'Wrong123' },
          remoteAddress: '198.51.100.3',
        });
      for (let call = 0; call < LOGIN_LIMITS.perAccountAndNetwork.max; call += 1) await login();
      return { refused: await login(), again: login };
    },
  },
];

// The refusals a caller handles look the same whatever refused them, security headers included.
describe.each(drivers)('the shape and headers of /api answers on %s', (driver) => {
  const t = useTestApp(driver);

  let context: Context;
  beforeAll(async () => {
    context = { t, someone: await signUp(t), other: await signUp(t) };
  });

  it('sets the documented headers among them', () => {
    const policy = (API_HEADERS['content-security-policy'] ?? '').split(';').map((directive) => directive.trim());
    expect(policy).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    expect(API_HEADERS).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

  it.each(ANSWERS)('$status ($what): the API’s security headers', async ({ status, call }) => {
    const answer = await call(context);
    expect(answer.status).toBe(status);
    expectApiHeaders(answer);
    expect(answer.body.success).toBe(status < 300);
  });

  it.each(LIMITS)('429 for $what: the API’s shape and headers, and a Retry-After that holds', async (limit) => {
    const { refused, again } = await limit.refuse(t);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 429,
      body: { success: false, message: limit.message },
    });
    expect(String(refused.headers['content-type'])).toMatch(/^application\/json/);
    expectApiHeaders(refused);
    const retryAfter = String(refused.headers['retry-after']);
    expect(retryAfter).toMatch(/^[1-9]\d*$/);
    // No limit lasts longer than its 15-minute window.
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
    if (again) {
      t.clock.advanceMinutes(Number(retryAfter) / 60);
      expect((await again()).status).not.toBe(429);
    }
  });
});
