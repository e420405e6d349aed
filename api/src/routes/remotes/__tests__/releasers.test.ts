import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages, releaserMessages } from '../../../lib/api-messages';
import { signUp, type Account } from '../../../testing/accounts';
import { appRoutes } from '../../../testing/app-routes';
import { adminOn, makeOrganiser, makeReleaser } from '../../../testing/organisers';
import { drivers, type TestApp } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const URL_OF = (n: number) => `https://cdn.example.org/events/v${n}/mf-manifest.json`;
const SOME_ID = '6f1c9a52-3d0e-4b8a-9e1f-2a7b5c4d3e21';

type Method = 'GET' | 'POST';

const call = (t: TestApp, who: Account, method: Method, url: string, payload?: object) =>
  t.call({ method, url: `/api${url}`, token: who.token, ...(payload ? { payload } : {}) });

/** A route's pattern with its parameters filled: `remote` as given, the others with values an organiser could use. */
function filled(url: string, remote: string): string {
  const values: Record<string, string> = { remote, userId: SOME_ID, event: 'Mine_CS', file: 'users.csv' };
  return url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'x');
}

describe.each(drivers)('the release role of a remote on %s', (driver) => {
  const t = useTestApp(driver);

  let organiser: Account;
  let releaser: Account;
  let student: Account;
  beforeAll(async () => {
    organiser = await signUp(t);
    releaser = await signUp(t);
    student = await signUp(t);
    await makeOrganiser(t, organiser);
    await makeReleaser(t, releaser, 'events');
  });

  it('lets the events releaser release, run a canary, promote, abort, roll back and read events, as themself', async () => {
    const first = await call(t, releaser, 'POST', '/organisers/remotes/events/releases', {
      url: URL_OF(1),
      report: {},
    });
    expect(first).toMatchObject({ status: 201, body: { release: { state: 'stable', createdBy: releaser.email } } });
    const canary = await call(t, releaser, 'POST', '/organisers/remotes/events/releases', {
      url: URL_OF(2),
      report: {},
      canary: 10,
    });
    expect(canary).toMatchObject({ status: 201, body: { release: { state: 'canary', share: 10 } } });
    expect(await call(t, releaser, 'POST', '/organisers/remotes/events/promote')).toMatchObject({ status: 200 });
    await call(t, releaser, 'POST', '/organisers/remotes/events/releases', { url: URL_OF(3), report: {}, canary: 5 });
    expect(
      await call(t, releaser, 'POST', '/organisers/remotes/events/abort', { reason: 'wrong dates' }),
    ).toMatchObject({ status: 200, body: { release: { state: 'ended' } } });
    expect(await call(t, releaser, 'POST', '/organisers/remotes/events/rollback', {})).toMatchObject({
      status: 200,
      body: { to: { url: URL_OF(1) } },
    });

    const history = await call(t, releaser, 'GET', '/organisers/remotes/events/releases');
    expect(history.status).toBe(200);
    const events = (history.body.releases as Array<{ events: Array<{ action: string; actor: string }> }>).flatMap(
      (release) => release.events,
    );
    expect(new Set(events.map((event) => event.actor))).toEqual(new Set([releaser.email]));
    expect(events.map((event) => event.action).sort()).toEqual(
      ['aborted', 'canary', 'canary', 'promoted', 'released', 'rollback'].sort(),
    );

    // The status shows a releaser their remote alone; an organiser every remote.
    const status = await call(t, releaser, 'GET', '/organisers/remotes');
    expect(status.status).toBe(200);
    expect((status.body.remotes as Array<{ remote: string }>).map((row) => row.remote)).toEqual(['events']);
    const all = await call(t, organiser, 'GET', '/organisers/remotes');
    expect((all.body.remotes as Array<{ remote: string }>).map((row) => row.remote)).toEqual([
      'marketing',
      'events',
      'account',
    ]);
  });

  it('refuses the events releaser every call on another remote, whatever its input', async () => {
    for (const [method, url] of [
      ['GET', '/organisers/remotes/account/releases'],
      ['POST', '/organisers/remotes/account/releases'],
      ['POST', '/organisers/remotes/account/rollback'],
      ['POST', '/organisers/remotes/account/promote'],
      ['POST', '/organisers/remotes/account/abort'],
      ['POST', '/organisers/remotes/nosuch/releases'],
    ] as const) {
      const remote = url.split('/')[3] ?? '';
      expect(await call(t, releaser, method, url, { url: URL_OF(9), report: {} })).toMatchObject({
        status: 403,
        body: { success: false, message: releaserMessages.releasersOf(remote) },
      });
    }
    const history = await call(t, organiser, 'GET', '/organisers/remotes/account/releases');
    expect(history.body.releases).toEqual([]);
  });

  it('refuses a releaser’s token on every organisers’ call but the releases of their remote', async () => {
    const organiserCalls = appRoutes(t.app).filter((route) => route.url.startsWith('/api/organisers'));
    // The router's own list: the calls on students and payments, and the release calls.
    expect(organiserCalls.length).toBeGreaterThanOrEqual(13);
    const reached: string[] = [];
    for (const { method, url } of organiserCalls) {
      const answer = await t.app.inject({
        method: method as Method,
        url: filled(url, 'events'),
        headers: { authorization: `Bearer ${releaser.token}` },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      if (answer.statusCode === 403) {
        const message = url.includes(':remote') ? releaserMessages.releasersOf('events') : apiMessages.organisersOnly;
        expect({ url, body: answer.json<unknown>() }).toEqual({ url, body: { success: false, message } });
      } else {
        reached.push(`${method} ${url}`);
      }
    }
    // Only the release calls let a releaser in (their own answers aside: 400 for an empty release, 409 and such).
    expect(reached.sort()).toEqual(
      [
        'GET /api/organisers/remotes',
        'GET /api/organisers/remotes/:remote/releases',
        'POST /api/organisers/remotes/:remote/releases',
        'POST /api/organisers/remotes/:remote/rollback',
        'POST /api/organisers/remotes/:remote/promote',
        'POST /api/organisers/remotes/:remote/abort',
      ].sort(),
    );
    // And a student, who holds no role, is refused every one of them.
    for (const { method, url } of organiserCalls) {
      const answer = await t.call({ method: method as Method, url: filled(url, 'events'), token: student.token });
      expect({ url, status: answer.status }).toEqual({ url, status: 403 });
    }
  });

  it('lets organisers keep every power: any remote’s releases beside the students and payments', async () => {
    expect(
      await call(t, organiser, 'POST', '/organisers/remotes/marketing/releases', {
        url: 'https://cdn.example.org/m/mf-manifest.json',
        report: {},
      }),
    ).toMatchObject({ status: 201, body: { release: { createdBy: organiser.email } } });
    expect((await call(t, organiser, 'GET', '/organisers/summary')).status).toBe(200);
  });

  it('refuses a revoked releaser at the very next call of a session opened before', async () => {
    const leaving = await signUp(t);
    await makeReleaser(t, leaving, 'marketing');
    expect((await call(t, leaving, 'GET', '/organisers/remotes/marketing/releases')).status).toBe(200);
    expect(await adminOn(t, ['revoke-releaser', 'marketing', leaving.email])).toMatchObject({
      code: 0,
      stdout: `${leaving.email} may no longer release the marketing remote.\n`,
    });
    expect(await call(t, leaving, 'GET', '/organisers/remotes/marketing/releases')).toMatchObject({
      status: 403,
      body: { success: false, message: releaserMessages.releasersOf('marketing') },
    });
    expect(await call(t, leaving, 'GET', '/organisers/remotes')).toMatchObject({
      status: 403,
      body: { success: false, message: apiMessages.rolesOnly },
    });
    // Their session is still a student's.
    const profile = await t.call({ method: 'GET', url: `/api/auth/updateUser/${leaving.email}`, token: leaving.token });
    expect(profile.status).toBe(200);
  });

  it('records each grant and revoke in the organisers’ audit log, and refuses a repeat or an unknown remote', async () => {
    const member = await signUp(t);
    expect(await adminOn(t, ['grant-releaser', 'account', member.email.toUpperCase()])).toEqual({
      code: 0,
      stdout: `${member.email} may now release the account remote.\n`,
      stderr: '',
    });
    expect(await adminOn(t, ['grant-releaser', 'account', member.email])).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${releaserMessages.alreadyReleaser('account')}\n`,
    });
    expect(await adminOn(t, ['revoke-releaser', 'events', member.email])).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${releaserMessages.notReleaser('events')}\n`,
    });
    expect(await adminOn(t, ['grant-releaser', 'shop', member.email])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'admin: "shop" is not a remote: one of marketing, events, account\n' +
        'Run "npm run admin -- help" for the commands.\n',
    });
    const audit = await call(t, organiser, 'GET', '/organisers/audit?pageSize=1');
    expect((audit.body.records as unknown[])[0]).toMatchObject({
      actor: 'npm run admin',
      action: 'releaser.grant',
      target: member.email,
      before: { releases: [] },
      after: { releases: ['account'] },
    });
  });

  it('answers 401 to a release call without a session', async () => {
    expect(await t.call({ method: 'GET', url: '/api/organisers/remotes' })).toMatchObject({
      status: 401,
      body: { success: false, message: messages.signInRequired },
    });
  });
});
