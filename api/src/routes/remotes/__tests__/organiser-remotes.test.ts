import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages, releaserMessages } from '../../../lib/api-messages';
import { signUp, type Account } from '../../../testing/accounts';
import { beaconFrom, pageLoadTicket } from '../../../testing/health-tickets';
import { makeOrganiser } from '../../../testing/organisers';
import { RELEASE_REPORT_MAX_DEPTH, remoteMessages } from '../../../services/remote-releases-service';
import { releaseUrlProblems } from '../../../site/release-url';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const URL_OF = (n: number) => `https://cdn.example.org/account/v${n}/mf-manifest.json`;
const REPORT = { ok: true, sharedVersions: { react: '18.3.1' } };

type Release = { id: number; state: string; createdBy: string; url: string; share: number | null };

describe.each(drivers)('the organisers’ remote-release calls on %s', (driver) => {
  // Two failing sessions of a 50 % canary end it (the beacon's budget allows few reports per test).
  const t = useTestApp(driver, { remoteCanary: { minSessions: 2, marginPoints: 5 } });

  let organiser: Account;
  let student: Account;
  beforeAll(async () => {
    organiser = await signUp(t);
    student = await signUp(t);
    await makeOrganiser(t, organiser);
  });

  const as = (who: Account | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call({ method, url: `/api/organisers/remotes${url}`, token: who?.token, ...(payload ? { payload } : {}) });

  it.each([
    ['GET', ''],
    ['GET', '/account/releases'],
    ['POST', '/account/releases'],
    ['POST', '/account/rollback'],
    ['POST', '/account/promote'],
    ['POST', '/account/abort'],
  ] as const)('%s %s: 401 without a session, 403 for a student', async (method, url) => {
    const payload = method === 'POST' ? { url: URL_OF(1), report: {} } : undefined;
    expect(await as(undefined, method, url, payload)).toMatchObject({
      status: 401,
      body: { success: false, message: messages.signInRequired },
    });
    expect(await as(student, method, url, payload)).toMatchObject({
      status: 403,
      body: { success: false, message: url ? releaserMessages.releasersOf('account') : apiMessages.rolesOnly },
    });
  });

  it('releases, lists the history, rolls back and says who did each', async () => {
    const first = await as(organiser, 'POST', '/account/releases', { url: URL_OF(1), report: REPORT });
    expect(first).toMatchObject({
      status: 201,
      body: {
        success: true,
        release: { remote: 'account', url: URL_OF(1), state: 'stable', createdBy: organiser.email, report: REPORT },
      },
    });
    const second = await as(organiser, 'POST', '/account/releases', { url: URL_OF(2), report: {}, by: 'ci-job-7' });
    expect(second.body.release).toMatchObject({ state: 'stable', createdBy: `ci-job-7 (via ${organiser.email})` });

    const history = await as(organiser, 'GET', '/account/releases');
    expect(history.status).toBe(200);
    const releases = history.body.releases as Array<Release & { events: Array<{ action: string; at: string }> }>;
    expect(releases.map(({ url, state }) => [url, state])).toEqual([
      [URL_OF(2), 'stable'],
      [URL_OF(1), 'retired'],
    ]);
    expect(releases[0]?.events[0]).toMatchObject({ action: 'released', actor: `ci-job-7 (via ${organiser.email})` });
    expect(new Date(releases[0]?.events[0]?.at ?? '').toISOString()).toBe(releases[0]?.events[0]?.at);

    const back = await as(organiser, 'POST', '/account/rollback', {});
    expect(back).toMatchObject({
      status: 200,
      body: { success: true, from: { url: URL_OF(2) }, to: { url: URL_OF(1), state: 'stable' }, endedCanary: null },
    });
    // With no body at all: the first release rolled back leaves the site's built-in entry.
    expect(
      await t.call({ method: 'POST', url: `/api/organisers/remotes/account/rollback`, token: organiser.token }),
    ).toMatchObject({ status: 200, body: { from: { url: URL_OF(1) }, to: null } });
    expect(
      await t.call({ method: 'POST', url: `/api/organisers/remotes/account/rollback`, token: organiser.token }),
    ).toMatchObject({
      status: 409,
      body: { success: false, message: 'account has no release to roll back from: the site serves its built-in entry' },
    });
    // Named: a release a rollback took off the site is refused, with the reason it left.
    const second2 = (second.body.release as Release).id;
    expect(await as(organiser, 'POST', '/account/rollback', { to: second2 })).toMatchObject({
      status: 409,
      body: {
        success: false,
        message:
          `Release ${second2} of account was taken off the site (rolled back by ${organiser.email}): a rollback ` +
          'never goes back to it; release its URL again if it is wanted',
      },
    });
    // Released again, it is served again: a new release, with a history of its own.
    expect(await as(organiser, 'POST', '/account/releases', { url: URL_OF(2), report: {} })).toMatchObject({
      status: 201,
      body: { release: { url: URL_OF(2), state: 'stable' } },
    });
    expect(await as(organiser, 'POST', '/account/rollback', { to: 9999 })).toMatchObject({
      status: 404,
      body: { success: false, message: 'account has no release 9999' },
    });
  });

  it('runs a canary: promote, abort, and the status with its share and figures', async () => {
    const canary = await as(organiser, 'POST', '/account/releases', { url: URL_OF(3), report: {}, canary: 25 });
    expect(canary).toMatchObject({ status: 201, body: { release: { state: 'canary', share: 25 } } });
    expect(await as(organiser, 'POST', '/account/releases', { url: URL_OF(4), report: {} })).toMatchObject({
      status: 409,
      body: { success: false, message: 'account has a canary running: promote or abort it first' },
    });
    const status = await as(organiser, 'GET', '');
    const account = (status.body.remotes as Array<Record<string, unknown>>).find((r) => r.remote === 'account');
    expect(account).toMatchObject({
      stable: { release: { state: 'stable' }, health: { sessions: 0, failedSessions: 0, rate: 0 } },
      canary: { share: 25, release: { url: URL_OF(3) }, health: { sessions: 0 } },
      lastAutoRollback: null,
    });
    expect(await as(organiser, 'POST', '/account/promote', { by: 'asha' })).toMatchObject({
      status: 200,
      body: { release: { url: URL_OF(3), state: 'stable', share: null } },
    });
    expect(await as(organiser, 'POST', '/account/promote')).toMatchObject({
      status: 409,
      body: { message: 'account has no canary running' },
    });

    await as(organiser, 'POST', '/account/releases', { url: URL_OF(5), report: {}, canary: 50 });
    expect(await as(organiser, 'POST', '/account/abort', { reason: 'typo on the page' })).toMatchObject({
      status: 200,
      body: {
        release: { url: URL_OF(5), state: 'ended', endedReason: `aborted by ${organiser.email}: typo on the page` },
      },
    });
  });

  it('ends a failing canary from the browsers’ reports, and the status and history say why', async () => {
    const canary = await as(organiser, 'POST', '/account/releases', { url: URL_OF(6), report: {}, canary: 50 });
    const id = (canary.body.release as Release).id;
    // Two page loads in the canary's cohort, each from a network of its own.
    for (const from of ['203.0.113.21', '203.0.113.22']) {
      const ticket = await pageLoadTicket(t.app, { from, cohort: 0 });
      const answer = await beaconFrom(t.app, from, { remote: 'account', release: id, outcome: 'render-error', ticket });
      expect(answer.statusCode).toBe(202);
    }
    const reason = 'failure rate 100% over 2 sessions against 0% for the stable release (margin 5 points)';
    const status = await as(organiser, 'GET', '');
    expect((status.body.remotes as Array<Record<string, unknown>>).find((r) => r.remote === 'account')).toMatchObject({
      canary: null,
      lastAutoRollback: { releaseId: id, reason },
    });
    const history = await as(organiser, 'GET', '/account/releases');
    expect((history.body.releases as Array<Record<string, unknown>>)[0]).toMatchObject({
      id,
      state: 'ended',
      endedReason: reason,
      events: [{ action: 'canary' }, { action: 'auto-rollback', actor: 'health check', reason }],
    });
  });

  it('answers 404 for an unknown remote and 400 for a bad release', async () => {
    expect(await as(organiser, 'GET', '/shop/releases')).toMatchObject({
      status: 404,
      body: { success: false, message: 'No remote named "shop": the remotes are marketing, events, account' },
    });
    expect(await as(organiser, 'POST', '/shop/promote', {})).toMatchObject({ status: 404 });
    for (const payload of [
      { url: 'ftp://cdn.example.org/x.js', report: {} },
      { url: URL_OF(1) },
      { url: URL_OF(1), report: {}, canary: 0 },
      { url: URL_OF(1), report: {}, canary: 12.5 },
      { url: URL_OF(1), report: {}, channel: 'beta' },
    ]) {
      expect(await as(organiser, 'POST', '/marketing/releases', payload)).toMatchObject({
        status: 400,
        body: { success: false },
      });
    }
    expect((await as(organiser, 'GET', '/marketing/releases')).body.releases).toEqual([]);
  });

  it.each([
    ['https://a.example;sandbox/remoteEntry.js', releaseUrlProblems.characters],
    ['https://evil.example/anything.png', releaseUrlProblems.path],
  ])('refuses the release URL %s with 400 and what is wrong with it', async (url, problem) => {
    expect(await as(organiser, 'POST', '/marketing/releases', { url, report: {}, canary: 1 })).toMatchObject({
      status: 400,
      body: { success: false, message: `The release URL ${problem}` },
    });
    expect((await as(organiser, 'GET', '/marketing/releases')).body.releases).toEqual([]);
  });

  it(`refuses a report nested deeper than ${RELEASE_REPORT_MAX_DEPTH} with 400, at 5,000 and 3,000 deep too`, async () => {
    // Lists nest in 2 bytes a level: 5,000 levels fit the API's 16 KB.
    const release = (depth: number) =>
      t.call({
        method: 'POST',
        url: '/api/organisers/remotes/marketing/releases',
        token: organiser.token,
        headers: { 'content-type': 'application/json' },
        payload: `{"url":"${URL_OF(7)}","report":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      });
    for (const depth of [5_000, 3_000, RELEASE_REPORT_MAX_DEPTH + 1]) {
      expect(await release(depth)).toMatchObject({
        status: 400,
        body: { success: false, message: remoteMessages.reportTooDeep },
      });
    }
    expect((await as(organiser, 'GET', '/marketing/releases')).body.releases).toEqual([]);
    const kept = await release(RELEASE_REPORT_MAX_DEPTH);
    expect(kept).toMatchObject({ status: 201, body: { release: { url: URL_OF(7) } } });
    await as(organiser, 'POST', '/marketing/rollback', {});
  });

  it('lists the calls in /api/docs with their refusals, the organisers’ ones signed in', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    }>();
    const expected = {
      '/api/organisers/remotes': ['get', ['200', '401', '403', '429']],
      '/api/organisers/remotes/{remote}/releases': ['post', ['201', '400', '401', '403', '404', '409', '429']],
      '/api/organisers/remotes/{remote}/rollback': ['post', ['200', '400', '404', '409']],
      '/api/organisers/remotes/{remote}/promote': ['post', ['200', '409']],
      '/api/organisers/remotes/{remote}/abort': ['post', ['200', '409']],
      '/api/remote-health': ['post', ['202', '400', '413', '429']],
    } as const;
    for (const [path, [method, statuses]] of Object.entries(expected)) {
      const operation = docs.paths[path]?.[method];
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([...statuses]));
      expect(operation?.security).toEqual(path.startsWith('/api/organisers') ? [{ bearer: [] }] : undefined);
    }
  });
});
