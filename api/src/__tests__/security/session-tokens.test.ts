import { messages } from '@greatstep/shared/isomorphic';
import { newToken } from '../../lib/tokens';
import { SESSION_DAYS } from '../../services/sessions-service';
import { signUp, type Account } from '../../testing/accounts';
import { drivers, type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { apiRoutes, fillPath, type ApiRoute } from './api-routes';

const DAY_MINUTES = 24 * 60;

/** A value for each path parameter: a signed-in call is refused before its input is read, so any would do. */
function sample(who: Account): (param: string) => string {
  const values: Record<string, string> = { email: who.email, event: 'Mine_CS', file: 'users.csv' };
  return (param) => values[param] ?? who.user._id;
}

/** Each way a token can fail to be a live session's, as the Authorization header that carries it. */
const DEAD_TOKENS: Array<[kind: string, make: (t: TestApp) => Promise<string>]> = [
  ['a random string', async () => 'Bearer not-a-session-token'],
  ['a token of the real shape that was never issued', async () => `Bearer ${newToken()}`],
  [
    'a live token with its last character changed',
    async (t) => {
      const token = (await signUp(t)).token;
      return `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    },
  ],
  [
    'a logged-out token, sent bare as the original client sent tokens',
    async (t) => {
      const { token } = await signUp(t);
      const out = await t.call({ method: 'POST', url: '/api/auth/logout', token });
      if (out.status !== 200) throw new Error(`logout answered ${out.status}`);
      return token;
    },
  ],
  [
    'the token of a session a password change ended',
    async (t) => {
      const who = await signUp(t);
      await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: who.email } });
      const link = /changePassword\/[^/\s]+\/([\w-]+)/.exec(t.mailer.lastTo(who.email)?.text ?? '')?.[1] ?? '';
      const changed = await t.call({
        method: 'PUT',
        url: '/api/auth/changePassword',
        payload: { email: who.email, token: link, newPassword: 'Fresh456' },
      });
      if (changed.status !== 200) throw new Error(`changePassword answered ${changed.status}`);
      return `Bearer ${who.token}`;
    },
  ],
  // Last: it moves the app's clock on by a month.
  [
    'an expired token, a minute after its 30 days',
    async (t) => {
      const who = await signUp(t);
      t.clock.advanceMinutes(SESSION_DAYS * DAY_MINUTES - 1);
      const lastMinute = await t.call({ method: 'GET', url: '/api/auth/team/myTeams', token: who.token });
      if (lastMinute.status !== 200) throw new Error(`a session in its last minute answered ${lastMinute.status}`);
      t.clock.advanceMinutes(2);
      return `Bearer ${who.token}`;
    },
  ],
];

// Every signed-in call, not only the one session.test.ts and logout.test.ts try.
describe.each(drivers)('session tokens that are not live on %s', (driver) => {
  const t = useTestApp(driver);

  let signedIn: ApiRoute[];
  let someone: Account;
  beforeAll(async () => {
    someone = await signUp(t);
    // Logout last: with a live token it ends the session the other calls use.
    signedIn = (await apiRoutes(t.app))
      .filter((route) => route.signedIn)
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
  });

  const callAs = (route: ApiRoute, authorization: string | undefined) =>
    t.call({
      method: route.method,
      url: fillPath(route.url, sample(someone)),
      headers: authorization === undefined ? {} : { authorization },
    });

  it('asks for a session on exactly the calls the reference marks signed in', async () => {
    expect(signedIn.length).toBeGreaterThanOrEqual(10);
    const asking: string[] = [];
    for (const route of await apiRoutes(t.app)) {
      const { status, body } = await callAs(route, undefined);
      if (status === 401 && body.message === messages.signInRequired) asking.push(route.name);
    }
    expect(asking.sort()).toEqual(signedIn.map((route) => route.name).sort());
  });

  it('lets a live token past the session check on every one of them', async () => {
    for (const route of signedIn) {
      const { status } = await callAs(route, `Bearer ${someone.token}`);
      expect({ route: route.name, status }).not.toEqual({ route: route.name, status: 401 });
    }
  });

  it.each(DEAD_TOKENS)('answers %s with 401 in the API’s shape on every signed-in call', async (_kind, make) => {
    const authorization = await make(t);
    const answers: Array<{ route: string; status: number; body: unknown; json: string }> = [];
    for (const route of signedIn) {
      const { status, body, headers } = await callAs(route, authorization);
      answers.push({ route: route.name, status, body, json: String(headers['content-type']) });
    }
    expect(answers).toEqual(
      signedIn.map((route) => ({
        route: route.name,
        status: 401,
        body: { success: false, message: messages.signInRequired },
        json: expect.stringMatching(/^application\/json/),
      })),
    );
  });
});
