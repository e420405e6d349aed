import { type SQL, sql } from 'drizzle-orm';
import { apiMessages } from '../../../lib/api-messages';
import { REMOTE_HEALTH_PER_NETWORK } from '../../../plugins/external/rate-limit-rules';
import { signUp } from '../../../testing/accounts';
import { remoteMessages } from '../../../services/remote-releases-service';
import { servedToken } from '../../../testing/health-tokens';
import { makeOrganiser } from '../../../testing/organisers';
import { drivers, type TestApp } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { remoteHealthMessages } from '../remote-health';

const beacon = (t: TestApp, payload: unknown, contentType = 'application/json') =>
  t.call({
    method: 'POST',
    url: '/api/remote-health',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** Rows as the database holds them, every column. */
async function rowsOf(t: TestApp, query: SQL): Promise<Array<Record<string, unknown>>> {
  return ((await t.db.database.db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;
}

const REPORT = { remote: 'events', release: null, outcome: 'ok', session: 'abcdefgh-1234' };

describe.each(drivers)('POST /api/remote-health on %s', (driver) => {
  const t = useTestApp(driver);

  it('takes a report sent as a JSON Blob or as text, and keeps nothing about the person', async () => {
    // The built-in entry counts while it is served beside a canary (the canary's yardstick).
    const organiser = await signUp(t);
    await makeOrganiser(t, organiser);
    await t.call({
      method: 'POST',
      url: '/api/organisers/remotes/events/releases',
      token: organiser.token,
      payload: { url: 'https://cdn.example.org/e/mf-manifest.json', report: {}, canary: 10 },
    });
    const token = servedToken(t.clock, 'events', null);
    expect(await beacon(t, { ...REPORT, token })).toMatchObject({
      status: 202,
      body: { success: true, message: remoteHealthMessages.received },
    });
    // sendBeacon with a string sends text/plain.
    expect(
      await beacon(t, { ...REPORT, session: 'from-a-string', outcome: 'timeout', token }, 'text/plain;charset=UTF-8'),
    ).toMatchObject({ status: 202, body: { message: remoteHealthMessages.received } });
    const rows = await rowsOf(t, sql`SELECT * FROM remote_health ORDER BY id`);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['at', 'id', 'outcome', 'release_id', 'remote', 'session']);
    expect(rows[1]).toMatchObject({
      remote: 'events',
      release_id: null,
      session: 'from-a-string',
      outcome: 'timeout',
    });
  });

  it('answers a report naming no release 202 but keeps nothing while no canary runs beside the built-in entry', async () => {
    const before = await rowsOf(t, sql`SELECT id FROM remote_health`);
    const report = {
      ...REPORT,
      remote: 'account',
      session: 'an-integrator',
      token: servedToken(t.clock, 'account', null),
    };
    expect(await beacon(t, report)).toMatchObject({
      status: 202,
      body: { success: true, message: remoteHealthMessages.notCounted },
    });
    expect(await rowsOf(t, sql`SELECT id FROM remote_health`)).toHaveLength(before.length);
  });

  it('answers a report without the token of a page served that release 202, and keeps nothing', async () => {
    const before = await rowsOf(t, sql`SELECT id FROM remote_health`);
    for (const token of [undefined, servedToken(t.clock, 'marketing', null), servedToken(t.clock, 'events', 1)]) {
      expect(await beacon(t, { ...REPORT, session: 'no-served-token', token })).toMatchObject({
        status: 202,
        body: { success: true, message: remoteHealthMessages.notCounted },
      });
    }
    expect(await rowsOf(t, sql`SELECT id FROM remote_health`)).toHaveLength(before.length);
  });

  it('counts a session once per release and outcome, however often it reports', async () => {
    const token = servedToken(t.clock, 'events', null);
    for (let i = 0; i < 3; i += 1) await beacon(t, { ...REPORT, session: 'the-same-session', token });
    const rows = await rowsOf(t, sql`SELECT id FROM remote_health WHERE session = 'the-same-session'`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['an unknown field', { ...REPORT, ip: '10.0.0.1' }, 'Unknown field: ip'],
    ['an unknown remote', { ...REPORT, remote: 'shop' }, 'remote must be one of marketing, events, account'],
    ['a bad session', { ...REPORT, session: 'short' }, 'The session must be 8 to 64 letters, digits, _ or -'],
    [
      'a bad outcome',
      { ...REPORT, outcome: 'fine' },
      'The outcome must be one of ok, load-failed, timeout, render-error',
    ],
    ['a release that is not an id', { ...REPORT, release: 'latest' }, 'release must be a release id or null'],
    [
      'no release at all',
      { remote: 'events', outcome: 'ok', session: 'abcdefgh-1234' },
      'release must be a release id or null',
    ],
    ['a token that is no token', { ...REPORT, token: 'x'.repeat(40) }, remoteMessages.badToken],
    ['a token that is not text', { ...REPORT, token: 12 }, remoteMessages.badToken],
    ['a body that is not JSON', '{"remote":', apiMessages.invalidBody],
    ['a list', '[1,2]', apiMessages.invalidBody],
  ])('refuses %s with 400 and the rule', async (_name, payload, message) => {
    expect(await beacon(t, payload)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('refuses a report over 1 KB with 400, and one over the API’s 16 KB with 413', async () => {
    const padded = { ...REPORT, session: 'x'.repeat(1100) };
    expect(await beacon(t, padded)).toMatchObject({
      status: 400,
      body: { success: false, message: remoteHealthMessages.tooLarge },
    });
    expect(await beacon(t, padded, 'text/plain')).toMatchObject({ status: 400 });
    expect(await beacon(t, { ...REPORT, session: 'x'.repeat(17_000) })).toMatchObject({
      status: 413,
      body: { success: false },
    });
  });

  it('refuses a report whose token names a release that does not exist, which no page is served', async () => {
    expect(await beacon(t, { ...REPORT, release: 4242, token: servedToken(t.clock, 'events', 4242) })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Release 4242 is not a release of events' },
    });
  });

  it('refuses a report naming a release of another remote', async () => {
    const organiser = await signUp(t);
    await makeOrganiser(t, organiser);
    const released = await t.call({
      method: 'POST',
      url: '/api/organisers/remotes/marketing/releases',
      token: organiser.token,
      payload: { url: 'https://cdn.example.org/m/mf-manifest.json', report: {} },
    });
    const id = (released.body.release as { id: number }).id;
    expect(await beacon(t, { ...REPORT, release: id, token: servedToken(t.clock, 'events', id) })).toMatchObject({
      status: 400,
      body: { message: `Release ${id} is not a release of events` },
    });
    // Marketing's token on an events report counts for nothing.
    expect(await beacon(t, { ...REPORT, release: id, token: servedToken(t.clock, 'marketing', id) })).toMatchObject({
      status: 202,
      body: { message: remoteHealthMessages.notCounted },
    });
    expect(
      await beacon(t, { ...REPORT, remote: 'marketing', release: id, token: servedToken(t.clock, 'marketing', id) }),
    ).toMatchObject({ status: 202, body: { message: remoteHealthMessages.received } });
  });
});

describe.each(drivers)('the remote health budget on %s', (driver) => {
  const t = useTestApp(driver);

  it(`takes ${REMOTE_HEALTH_PER_NETWORK.max} reports a minute from one address, then 429 with Retry-After`, async () => {
    for (let i = 0; i < REMOTE_HEALTH_PER_NETWORK.max; i += 1) {
      expect((await beacon(t, { ...REPORT, session: `session-${i}-abc` })).status).toBe(202);
    }
    const refused = await beacon(t, { ...REPORT, session: 'one-too-many' });
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/remote-health',
      remoteAddress: '203.0.113.7',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...REPORT, session: 'from-elsewhere' }),
    });
    expect(elsewhere.statusCode).toBe(202);
  });
});
