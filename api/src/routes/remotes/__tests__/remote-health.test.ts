import { type SQL, sql } from 'drizzle-orm';
import { apiMessages } from '../../../lib/api-messages';
import {
  REMOTE_HEALTH_PER_NETWORK,
  REMOTE_HEALTH_TICKETS_PER_NETWORK,
} from '../../../plugins/external/rate-limit-rules';
import { signUp } from '../../../testing/accounts';
import { remoteMessages } from '../../../services/remote-releases-service';
import { beaconFrom, pageLoadTicket } from '../../../testing/health-tickets';
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

const REPORT = { remote: 'events', release: null, outcome: 'ok' };
/** The address inject sends from unless told: this suite's browser. */
const HERE = '127.0.0.1';

describe.each(drivers)('POST /api/remote-health on %s', (driver) => {
  const t = useTestApp(driver);

  beforeAll(async () => {
    // A canary beside the built-in entry: the built-in entry's reports count (the canary's yardstick).
    const organiser = await signUp(t);
    await makeOrganiser(t, organiser);
    await t.call({
      method: 'POST',
      url: '/api/organisers/remotes/events/releases',
      token: organiser.token,
      payload: { url: 'https://cdn.example.org/e/mf-manifest.json', report: {}, canary: 10 },
    });
  });

  it('takes a report sent as a JSON Blob or as text, and keeps nothing about the person', async () => {
    const ticket = await pageLoadTicket(t.app, { cohort: 50 });
    expect(await beacon(t, { ...REPORT, ticket })).toMatchObject({
      status: 202,
      body: { success: true, message: remoteHealthMessages.received },
    });
    // sendBeacon with a string sends text/plain.
    expect(await beacon(t, { ...REPORT, outcome: 'timeout', ticket }, 'text/plain;charset=UTF-8')).toMatchObject({
      status: 202,
      body: { message: remoteHealthMessages.received },
    });
    const rows = await rowsOf(t, sql`SELECT * FROM remote_health ORDER BY id`);
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'at',
      'id',
      'network',
      'outcome',
      'release_id',
      'remote',
      'session',
    ]);
    // One page load: the id the server drew for its ticket, and a keyed hash of its network, not the address.
    expect(rows[1]).toMatchObject({
      remote: 'events',
      release_id: null,
      session: rows[0]?.session,
      outcome: 'timeout',
      network: rows[0]?.network,
    });
    expect(rows[0]?.session).toMatch(/^[\w-]{22}$/);
    expect(rows[0]?.network).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(rows)).not.toContain(HERE);
  });

  it('answers a report its ticket names no release for 202, and keeps nothing', async () => {
    const before = await rowsOf(t, sql`SELECT id FROM remote_health`);
    // The account remote has no release: a page load served it names none.
    const ticket = await pageLoadTicket(t.app, { cohort: 50 });
    expect(await beacon(t, { ...REPORT, remote: 'account', ticket })).toMatchObject({
      status: 202,
      body: { success: true, message: remoteHealthMessages.notCounted['no-ticket'] },
    });
    // Nor does a page load inside the canary's share report on the built-in entry, nor one outside on the canary.
    const inside = await pageLoadTicket(t.app, { cohort: 0 });
    expect((await beacon(t, { ...REPORT, ticket: inside })).body.message).toBe(
      remoteHealthMessages.notCounted['no-ticket'],
    );
    expect(await rowsOf(t, sql`SELECT id FROM remote_health`)).toHaveLength(before.length);
  });

  it('answers a report without a valid ticket of its network 202, and keeps nothing', async () => {
    const before = await rowsOf(t, sql`SELECT id FROM remote_health`);
    const elsewhere = await pageLoadTicket(t.app, { from: '203.0.113.9', cohort: 50 });
    const madeUp = `${Buffer.from('{"l":"aaaaaaaaaaaaaaaaaaaaaa","c":50,"r":{"events":null},"e":9999999999}').toString('base64url')}.${'A'.repeat(43)}`;
    for (const ticket of [undefined, elsewhere, madeUp]) {
      expect(await beacon(t, { ...REPORT, ticket })).toMatchObject({
        status: 202,
        body: { success: true, message: remoteHealthMessages.notCounted['no-ticket'] },
      });
    }
    expect(await rowsOf(t, sql`SELECT id FROM remote_health`)).toHaveLength(before.length);
  });

  it('counts a page load once per release and outcome, however often it reports', async () => {
    const ticket = await pageLoadTicket(t.app, { cohort: 60 });
    for (let i = 0; i < 3; i += 1) await beacon(t, { ...REPORT, ticket });
    const [{ session } = {}] = await rowsOf(t, sql`SELECT session FROM remote_health ORDER BY id DESC LIMIT 1`);
    expect(await rowsOf(t, sql`SELECT id FROM remote_health WHERE session = ${session}`)).toHaveLength(1);
  });

  it.each([
    ['an unknown field', { ...REPORT, ip: '10.0.0.1' }, 'Unknown field: ip'],
    ['a session of its own', { ...REPORT, session: 'abcdefgh-1234' }, 'Unknown field: session'],
    ['an unknown remote', { ...REPORT, remote: 'shop' }, 'remote must be one of marketing, events, account'],
    [
      'a bad outcome',
      { ...REPORT, outcome: 'fine' },
      'The outcome must be one of ok, load-failed, timeout, render-error',
    ],
    ['a release that is not an id', { ...REPORT, release: 'latest' }, 'release must be a release id or null'],
    ['no release at all', { remote: 'events', outcome: 'ok' }, 'release must be a release id or null'],
    ['a ticket that is no ticket', { ...REPORT, ticket: 'x'.repeat(40) }, remoteMessages.badTicket],
    ['a ticket that is not text', { ...REPORT, ticket: 12 }, remoteMessages.badTicket],
    ['a body that is not JSON', '{"remote":', apiMessages.invalidBody],
    ['a list', '[1,2]', apiMessages.invalidBody],
  ])('refuses %s with 400 and the rule', async (_name, payload, message) => {
    expect(await beacon(t, payload)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('refuses a report over 1 KB with 400, and one over the API’s 16 KB with 413', async () => {
    const padded = { ...REPORT, ticket: 'x'.repeat(1100) };
    expect(await beacon(t, padded)).toMatchObject({
      status: 400,
      body: { success: false, message: remoteHealthMessages.tooLarge },
    });
    expect(await beacon(t, padded, 'text/plain')).toMatchObject({ status: 400 });
    expect(await beacon(t, { ...REPORT, ticket: 'x'.repeat(17_000) })).toMatchObject({
      status: 413,
      body: { success: false },
    });
  });

  it('counts a report only on the release its ticket names: not another release, nor another remote', async () => {
    const ticket = await pageLoadTicket(t.app, { from: '203.0.113.10', cohort: 70 });
    for (const report of [
      { ...REPORT, release: 4242 },
      { ...REPORT, remote: 'marketing' },
    ]) {
      expect((await beaconFrom(t.app, '203.0.113.10', { ...report, ticket })).json()).toEqual({
        success: true,
        message: remoteHealthMessages.notCounted['no-ticket'],
      });
    }
    expect((await beaconFrom(t.app, '203.0.113.10', { ...REPORT, ticket })).json()).toEqual({
      success: true,
      message: remoteHealthMessages.received,
    });
  });
});

describe.each(drivers)('POST /api/remote-health/ticket on %s', (driver) => {
  const t = useTestApp(driver);

  it('answers a ticket with no body and no sign-in, readable by the site’s own pages alone', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/remote-health/ticket',
      headers: { origin: 'https://elsewhere.example', cookie: 'gs_cohort=5' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: remoteHealthMessages.ticket,
      ticket: expect.stringMatching(/^[\w-]+\.[\w-]{43}$/),
    });
    // No CORS for another site: its script cannot read the ticket its visitor was answered.
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it(`answers ${REMOTE_HEALTH_TICKETS_PER_NETWORK.max} tickets a minute to one address, then 429`, async () => {
    const from = '203.0.113.50';
    for (let i = 0; i < REMOTE_HEALTH_TICKETS_PER_NETWORK.max; i += 1) await pageLoadTicket(t.app, { from });
    const refused = await t.app.inject({ method: 'POST', url: '/api/remote-health/ticket', remoteAddress: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: apiMessages.tooManyRequests });
    expect(await pageLoadTicket(t.app, { from: '203.0.113.7' })).toMatch(/\./);
  });
});

describe.each(drivers)('the remote health budget on %s', (driver) => {
  const t = useTestApp(driver);

  it(`takes ${REMOTE_HEALTH_PER_NETWORK.max} reports a minute from one address, then 429 with Retry-After`, async () => {
    for (let i = 0; i < REMOTE_HEALTH_PER_NETWORK.max; i += 1) {
      expect((await beacon(t, { ...REPORT, outcome: i % 2 ? 'ok' : 'timeout' })).status).toBe(202);
    }
    const refused = await beacon(t, REPORT);
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await beaconFrom(t.app, '203.0.113.7', REPORT)).statusCode).toBe(202);
  });
});
