import { EXPORT_FILES, messages, organiserMessages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { ORGANISER_EXPORTS } from '../../../plugins/external/rate-limit-rules';
import { signUp, type Account } from '../../../testing/accounts';
import { adminOn, makeOrganiser, organiserCalls } from '../../../testing/organisers';
import { teamCalls } from '../../../testing/team-calls';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

describe.each(drivers)('the organisers’ CSV exports on %s', (driver) => {
  const t = useTestApp(driver);
  const { submitReference } = organiserCalls(() => t);
  const { createTeam, addMember } = teamCalls(() => t, 'Mine_CS');

  let organiser: Account;
  beforeAll(async () => {
    organiser = await signUp(t);
    await makeOrganiser(t, organiser);
    // Names and colleges a spreadsheet would misread: a comma, quotes, a formula.
    const leader = await signUp(t, { firstName: 'Ravi, Jr.', lastName: 'Das' });
    const member = await signUp(t, {
      firstName: 'Meera',
      lastName: '"M" Iyer',
      college: -1,
      otherCollege: '=HYPERLINK("http://evil.example")',
    });
    const team = ((await createTeam(leader)).body.team as { _id: string })._id;
    await addMember(leader, team, member.email);
    await createTeam(member, 'Mine_Shot');
    await submitReference(member, 'RCPT-2025-0007');
    // The leader's payment rejected: pending and rejected must not look alike in any file.
    await submitReference(leader, '402112345678');
    const rejected = await adminOn(t, [
      'reject-payment',
      leader.email,
      '--reason',
      'Not in our statement',
      '--reference',
      '402112345678',
    ]);
    expect(rejected.code).toBe(0);
    await t.call({
      method: 'POST',
      url: '/api/events/addNewEntry',
      token: leader.token,
      payload: { userId: leader.user._id, guess: 'Mine Digging' },
    });
  });

  const download = (url: string, who: Account = organiser) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });

  it.each([
    ['registrations.csv', ['registrations']],
    ['users.csv', ['users']],
    ['guesses.csv', ['guesses']],
    ['registrations.csv?event=Mine_Shot', ['registrations', '--event', 'Mine_Shot']],
  ])('serves %s exactly as npm run admin prints it', async (path, argv) => {
    const answer = await download(`/api/organisers/exports/${path}`);
    const cli = await adminOn(t, argv);
    expect(cli.code).toBe(0);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${path.replace(/\?.*/, '')}"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe(cli.stdout);
    expect(answer.body.split('\r\n').length).toBeGreaterThan(2);
  });

  it('quotes and guards cells the same way as the command line', async () => {
    const users = (await download('/api/organisers/exports/users.csv')).body;
    expect(users).toContain(`"Ravi, Jr. Das",`);
    expect(users).toContain(`"Meera ""M"" Iyer",`);
    expect(users).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(users).toMatch(/,pending,RCPT-2025-0007\r\n/);
    expect(users).not.toContain('$argon2');
  });

  it("gives the payment's state and reference in the event's registrations, as in users.csv", async () => {
    const lastTwo = (csv: string) =>
      csv
        .split('\r\n')
        .filter(Boolean)
        .map((row) => row.split(',').slice(-2).join(','));
    expect(lastTwo((await download('/api/organisers/exports/registrations.csv?event=Mine_CS')).body)).toEqual([
      'Payment state,Payment reference',
      'rejected,402112345678',
      'pending,RCPT-2025-0007',
    ]);
    expect(lastTwo((await download('/api/organisers/exports/users.csv')).body)).toEqual(
      expect.arrayContaining(['rejected,402112345678', 'pending,RCPT-2025-0007']),
    );
  });

  it('records every download in the audit record: who, which file, how many rows, when', async () => {
    const accounts = (await download('/api/organisers/exports/users.csv')).body.split('\r\n').length - 2;
    const mineCs = await download('/api/organisers/exports/registrations.csv?event=Mine_CS');
    expect(mineCs.statusCode).toBe(200);
    expect((await adminOn(t, ['guesses'])).code).toBe(0);

    const audit = await t.call({ method: 'GET', url: '/api/organisers/audit?pageSize=3', token: organiser.token });
    expect(audit.body.records).toEqual([
      expect.objectContaining({
        actor: 'npm run admin',
        actorId: null,
        action: 'export',
        target: 'guesses.csv',
        after: { rows: 1 },
      }),
      expect.objectContaining({
        actor: organiser.email,
        actorId: organiser.user._id,
        action: 'export',
        target: 'registrations.csv',
        after: { rows: 2, event: 'Mine_CS' },
        at: t.clock.now().toISOString(),
      }),
      expect.objectContaining({ actor: organiser.email, target: 'users.csv', after: { rows: accounts } }),
    ]);
    expect(accounts).toBeGreaterThanOrEqual(3);
  });

  it('refuses what the command line refuses, with 400', async () => {
    const refusals: Array<[string, string]> = [
      ['/api/organisers/exports/users.csv?event=Mine_CS', apiMessages.exportPerEvent],
      ['/api/organisers/exports/passwords.csv', organiserMessages.unknownExport],
      ['/api/organisers/exports/registrations.csv?event=Nope', messages.unknownEvent],
    ];
    for (const [url, message] of refusals) {
      const answer = await download(url);
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 400,
        body: { success: false, message },
      });
    }
  });

  it('limits each organiser to its own budget of exports an hour, refused with 429 and Retry-After', async () => {
    const desk = await signUp(t);
    await makeOrganiser(t, desk);
    const other = await signUp(t);
    await makeOrganiser(t, other);
    // Refused requests spend nothing: a typo is not an export.
    expect((await download('/api/organisers/exports/users.csv?event=Mine_CS', desk)).statusCode).toBe(400);
    for (let i = 0; i < ORGANISER_EXPORTS.max; i += 1) {
      const file = EXPORT_FILES[i % EXPORT_FILES.length] ?? 'users.csv';
      expect({ i, status: (await download(`/api/organisers/exports/${file}`, desk)).statusCode }).toEqual({
        i,
        status: 200,
      });
    }
    const refused = await download('/api/organisers/exports/users.csv', desk);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: apiMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused file is not recorded as taken, and the organiser's other calls go on.
    const audit = await t.call({ method: 'GET', url: '/api/organisers/audit?pageSize=1', token: desk.token });
    expect(audit.status).toBe(200);
    expect((audit.body.records as Array<{ target: string }>)[0]?.target).toBe(
      EXPORT_FILES[(ORGANISER_EXPORTS.max - 1) % EXPORT_FILES.length],
    );
    // Another organiser's budget is their own.
    expect((await download('/api/organisers/exports/users.csv', other)).statusCode).toBe(200);
    // An hour later the desk may export again.
    t.clock.advanceMinutes(ORGANISER_EXPORTS.windowMs / 60_000);
    expect((await download('/api/organisers/exports/users.csv', desk)).statusCode).toBe(200);
  });
});
