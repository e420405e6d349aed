import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { ORGANISER_CALLS } from '../../../plugins/external/rate-limit-rules';
import { signUp, type Account } from '../../../testing/accounts';
import { adminOn, makeOrganiser } from '../../../testing/organisers';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const SOME_ID = '6f1c9a52-3d0e-4b8a-9e1f-2a7b5c4d3e21';

type Call = readonly [method: 'GET' | 'POST', url: string, payload: object | undefined, organiserStatus: number];

const SUMMARY: Call = ['GET', '/api/organisers/summary', undefined, 200];

/** Every organisers' call, with a valid input, and the status an organiser gets for it. */
const CALLS: readonly Call[] = [
  SUMMARY,
  ['GET', '/api/organisers/registrations?q=asha&pageSize=5', undefined, 200],
  ['GET', '/api/organisers/events/Mine_CS/teams', undefined, 200],
  ['GET', '/api/organisers/audit', undefined, 200],
  ['GET', '/api/organisers/exports/users.csv', undefined, 200],
  ['POST', `/api/organisers/payments/${SOME_ID}/verify`, { reference: '402112345678' }, 404],
  [
    'POST',
    `/api/organisers/payments/${SOME_ID}/reject`,
    { reason: 'Not in our statement', reference: '402112345678' },
    404,
  ],
];

describe.each(drivers)('who may call the organisers’ calls on %s', (driver) => {
  const t = useTestApp(driver);

  /** The status, and the JSON body of a refusal (an export's success is CSV). */
  async function call(who: Account | undefined, [method, url, payload]: Call) {
    const answer = await t.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(payload ? { payload } : {}),
    });
    const json = String(answer.headers['content-type']).startsWith('application/json');
    return { status: answer.statusCode, body: json ? answer.json<Record<string, unknown>>() : answer.body };
  }

  let student: Account;
  let organiser: Account;
  beforeAll(async () => {
    student = await signUp(t);
    organiser = await signUp(t);
    await makeOrganiser(t, organiser);
  });

  it.each(CALLS)('%s %s: 401 without a session, 403 for a student, the answer for an organiser', async (...spec) => {
    expect(await call(undefined, spec)).toMatchObject({
      status: 401,
      body: { success: false, message: messages.signInRequired },
    });
    expect(await call(student, spec)).toMatchObject({
      status: 403,
      body: { success: false, message: apiMessages.organisersOnly },
    });
    expect((await call(organiser, spec)).status).toBe(spec[3]);
  });

  it('refuses a student 403 before looking at the input, and an organiser 400 for a bad one', async () => {
    const bad = '/api/organisers/registrations?pageSize=101';
    expect(await t.call({ method: 'GET', url: bad, token: student.token })).toMatchObject({ status: 403 });
    expect(await t.call({ method: 'GET', url: bad, token: organiser.token })).toMatchObject({ status: 400 });
  });

  it('shows the role in the profile, and refuses an organiser revoked while signed in at the next call', async () => {
    const revoked = await signUp(t);
    await makeOrganiser(t, revoked);
    const signedIn = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: revoked.email, password: 'Secret12' },
    });
    const session = { ...revoked, token: signedIn.body.token as string };
    expect(signedIn.body.user).toMatchObject({ organiser: true });
    expect((await call(session, SUMMARY)).status).toBe(200);

    expect(await adminOn(t, ['revoke-organiser', revoked.email])).toMatchObject({
      code: 0,
      stdout: `${revoked.email} is no longer an organiser.\n`,
    });
    for (const spec of CALLS) {
      expect(await call(session, spec)).toMatchObject({
        status: 403,
        body: { success: false, message: apiMessages.organisersOnly },
      });
    }
    // The session itself still works for the student's own calls.
    const profile = await t.call({ method: 'GET', url: `/api/auth/updateUser/${revoked.email}`, token: session.token });
    expect(profile).toMatchObject({ status: 200, body: { user: { organiser: false } } });
  });

  it('has no call that grants or revokes the role', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(docs.paths).filter((path) => /role|grant|revoke/i.test(path))).toEqual([]);
    // A profile field sent to the API changes nothing either.
    await t.call({
      method: 'PUT',
      url: '/api/payment/reference',
      token: student.token,
      payload: { reference: '998877665544', organiser: true, role: 'organiser' },
    });
    expect((await call(student, SUMMARY)).status).toBe(403);
  });

  it('lists the organisers’ calls in /api/docs, signed in, with their refusals', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; security: unknown; responses: Record<string, unknown> }>>;
    }>();
    const organiserPaths = {
      '/api/organisers/summary': 'get',
      '/api/organisers/registrations': 'get',
      '/api/organisers/events/{event}/teams': 'get',
      '/api/organisers/audit': 'get',
      '/api/organisers/exports/{file}': 'get',
      '/api/organisers/payments/{userId}/verify': 'post',
      '/api/organisers/payments/{userId}/reject': 'post',
    } as const;
    for (const [path, method] of Object.entries(organiserPaths)) {
      const operation = docs.paths[path]?.[method];
      expect({ path, tags: operation?.tags, security: operation?.security }).toEqual({
        path,
        tags: ['organisers'],
        security: [{ bearer: [] }],
      });
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    }
    expect(docs.paths['/api/organisers/exports/{file}']?.get?.responses['200']).toMatchObject({
      content: { 'text/csv': expect.any(Object) },
    });
    expect(docs.paths['/api/payment/reference']?.put?.responses).toHaveProperty('409');
  });
});

describe.each(drivers)('the organisers’ budget on %s', (driver) => {
  const t = useTestApp(driver);

  it(`answers 429 past ${ORGANISER_CALLS.max} calls of one organiser in its window, and only that organiser`, async () => {
    const busy = await signUp(t);
    const other = await signUp(t);
    await makeOrganiser(t, busy);
    await makeOrganiser(t, other);
    for (let index = 0; index < ORGANISER_CALLS.max; index += 1) {
      const answer = await t.call({ method: 'GET', url: '/api/organisers/audit?pageSize=1', token: busy.token });
      if (answer.status !== 200) throw new Error(`call ${index + 1} answered ${answer.status}`);
    }
    const refused = await t.call({ method: 'GET', url: '/api/organisers/summary', token: busy.token });
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(refused.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    expect((await t.call({ method: 'GET', url: '/api/organisers/summary', token: other.token })).status).toBe(200);
  });
});
