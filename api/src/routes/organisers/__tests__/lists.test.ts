import {
  events,
  messages,
  organiserMessages,
  PARTICIPATION_FEE_RUPEES,
  teamSizeOf,
  type AccountRow,
  type AuditRecord,
} from '@greatstep/shared/isomorphic';
import { signUp, type Account } from '../../../testing/accounts';
import { makeOrganiser, organiserCalls } from '../../../testing/organisers';
import { teamCalls } from '../../../testing/team-calls';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

describe.each(drivers)('the organisers’ lists on %s', (driver) => {
  const t = useTestApp(driver);
  const { get, submitReference, verify, reject } = organiserCalls(() => t);
  const { createTeam, addMember } = teamCalls(() => t, 'Safety_Hunt');

  let organiser: Account;
  let asha: Account;
  let ravi: Account;
  let meera: Account;
  let kiran: Account;
  let teamId: string;

  // Four students: Asha leads a Safety_Hunt team with Ravi; Meera is alone in Mine_Shot; Kiran has no team.
  beforeAll(async () => {
    organiser = await signUp(t, { firstName: 'Olu', lastName: 'Organiser', college: 3 });
    await makeOrganiser(t, organiser);
    asha = await signUp(t, { firstName: 'Asha', lastName: 'Rao', mobile: '9811100001', college: 2 });
    ravi = await signUp(t, { firstName: 'Ravi', lastName: 'Das', mobile: '9811100002', college: 2 });
    meera = await signUp(t, {
      firstName: 'Meera',
      lastName: 'Iyer',
      mobile: '9811100003',
      college: -1,
      otherCollege: 'Sample School of Mines',
    });
    kiran = await signUp(t, { firstName: 'Kiran', lastName: '100%_Sure', mobile: '9811100004', college: 2 });
    teamId = ((await createTeam(asha)).body.team as { _id: string })._id;
    await addMember(asha, teamId, ravi.email);
    await createTeam(meera, 'Mine_Shot');
    // A minute apart, so the latest payment change is a fact the sort can see (the test clock stands still).
    for (const step of [
      () => submitReference(asha, '123456789012'),
      () => submitReference(meera, '210987654321'),
      () => submitReference(ravi, 'RCPT-RAVI-01'),
      () => verify(organiser, asha.user._id, '123456789012'),
      () => reject(organiser, meera.user._id, 'Amount does not match', '210987654321'),
    ]) {
      t.clock.advanceMinutes(1);
      expect((await step()).status).toBe(200);
    }
  });

  const list = async (query: string) => {
    const answer = await get(organiser, `/api/organisers/registrations?${query}`);
    if (answer.status !== 200) throw new Error(`registrations?${query} answered ${answer.status}`);
    return answer.body as { total: number; page: number; pageSize: number; registrations: AccountRow[] };
  };
  const emails = async (query: string) => (await list(query)).registrations.map((row) => row.email);

  it('counts accounts, teams per event with their size, payments per state and the fees received', async () => {
    const { status, body } = await get(organiser, '/api/organisers/summary');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      accounts: 5,
      payments: { unpaid: 2, pending: 1, verified: 1, rejected: 1 },
      feeRupees: PARTICIPATION_FEE_RUPEES,
      feesReceivedRupees: PARTICIPATION_FEE_RUPEES,
    });
    const perEvent = body.events as Array<{ event: string; teamSize: number; teams: number; people: number }>;
    expect(perEvent.map((row) => row.event)).toEqual(events.flatMap((event) => (event.key ? [event.key] : [])));
    expect(perEvent.find((row) => row.event === 'Safety_Hunt')).toEqual({
      event: 'Safety_Hunt',
      name: 'Safety Hunt',
      teamSize: 3,
      teams: 1,
      people: 2,
    });
    expect(perEvent.find((row) => row.event === 'Mine_Shot')).toMatchObject({ teamSize: 1, teams: 1, people: 1 });
    expect(perEvent.find((row) => row.event === 'Mine_CS')).toMatchObject({
      teamSize: teamSizeOf(events.find((event) => event.key === 'Mine_CS')!),
      teams: 0,
      people: 0,
    });
  });

  it('shows each account with its college, payment and events, newest first by default', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(page.registrations.map((row) => row.email)).toEqual([
      kiran.email,
      meera.email,
      ravi.email,
      asha.email,
      organiser.email,
    ]);
    expect(page.registrations.find((row) => row.email === meera.email)).toEqual({
      _id: meera.user._id,
      firstName: 'Meera',
      lastName: 'Iyer',
      email: meera.email,
      mobile: '9811100003',
      college: -1,
      collegeName: 'Sample School of Mines',
      year: '2026',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      payment: {
        state: 'rejected',
        reference: '210987654321',
        rejectionReason: 'Amount does not match',
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      organiser: false,
      events: ['Mine_Shot'],
    });
    expect(page.registrations.find((row) => row.email === organiser.email)).toMatchObject({ organiser: true });
  });

  it('searches names, e-mails, mobiles and references, in any case, taking wildcards as text', async () => {
    expect(await emails('q=ASHA')).toEqual([asha.email]);
    expect(await emails('q=meera%20iyer')).toEqual([meera.email]);
    expect(await emails(`q=${encodeURIComponent(ravi.email.toUpperCase())}`)).toEqual([ravi.email]);
    expect(await emails('q=%2B91%2098111-00003')).toEqual([meera.email]);
    expect(await emails('q=rcpt-ravi')).toEqual([ravi.email]);
    // A reference in another spelling: as a bank statement or the student may write it.
    expect(await emails('q=RCPTRAVI01')).toEqual([ravi.email]);
    expect(await emails('q=rcpt_ravi')).toEqual([ravi.email]);
    expect(await emails('q=456789')).toEqual([asha.email]);
    expect(await emails('q=100%25_')).toEqual([kiran.email]);
    expect(await emails('q=%25')).toEqual([kiran.email]);
    expect(await emails('q=nobody-matches')).toEqual([]);
    expect(await emails('q=%20%20')).toHaveLength(5);
  });

  it('filters by payment state, event and college, together with a search', async () => {
    expect(await emails('state=pending')).toEqual([ravi.email]);
    expect(await emails('state=unpaid&sort=oldest')).toEqual([organiser.email, kiran.email]);
    expect(await emails('event=Safety_Hunt&sort=name')).toEqual([asha.email, ravi.email]);
    expect(await emails('event=Mine_Shot')).toEqual([meera.email]);
    expect(await emails('college=2&sort=name')).toEqual([asha.email, kiran.email, ravi.email]);
    expect(await emails('college=-1')).toEqual([meera.email]);
    expect(await emails('college=2&state=verified&q=rao')).toEqual([asha.email]);
    expect(await emails('college=2&event=Mine_Shot')).toEqual([]);
  });

  it('sorts by name, age or latest payment change, and pages on the server', async () => {
    expect(await emails('sort=name')).toEqual([asha.email, kiran.email, meera.email, organiser.email, ravi.email]);
    expect(await emails('sort=oldest')).toEqual([organiser.email, asha.email, ravi.email, meera.email, kiran.email]);
    // The latest payment change first; accounts whose payment never changed last.
    expect((await emails('sort=payment')).slice(0, 3)).toEqual([meera.email, asha.email, ravi.email]);

    const first = await list('sort=name&pageSize=2');
    const second = await list('sort=name&pageSize=2&page=2');
    const third = await list('sort=name&pageSize=2&page=3');
    expect([first, second, third].map((page) => page.total)).toEqual([5, 5, 5]);
    expect([first, second, third].map((page) => page.registrations.map((row) => row.email))).toEqual([
      [asha.email, kiran.email],
      [meera.email, organiser.email],
      [ravi.email],
    ]);
    expect((await list('sort=name&pageSize=2&page=4')).registrations).toEqual([]);
    expect(await list('pageSize=100')).toMatchObject({ pageSize: 100, total: 5 });
  });

  it.each([
    ['pageSize=101', organiserMessages.pageSize],
    ['pageSize=0', organiserMessages.pageSize],
    ['pageSize=ten', organiserMessages.pageSize],
    ['page=0', organiserMessages.page],
    ['page=10001', organiserMessages.page],
    [`q=${'a'.repeat(101)}`, organiserMessages.queryTooLong],
    // Once answered 500: the NUL byte reached the database.
    ['q=a%00b', messages.unsafeCharacters],
    ['q=a%0Ab', messages.unsafeCharacters],
    ['q=Asha%E2%80%AE', messages.unsafeCharacters],
    ['q=a&q=b', undefined],
    ['state=paid', undefined],
    ['sort=random', organiserMessages.unknownSort],
    ['event=QS', messages.unknownEvent],
    ['college=302', messages.selectCollege],
    ['college=abc', messages.selectCollege],
  ])('refuses %s with 400', async (query, message) => {
    expect(await get(organiser, `/api/organisers/registrations?${query}`)).toMatchObject({
      status: 400,
      body: { success: false, ...(message ? { message } : {}) },
    });
  });

  it('takes a search of exactly 100 characters', async () => {
    expect(await list(`q=${'a'.repeat(100)}`)).toMatchObject({ total: 0 });
  });

  it('lists an event’s teams with the leader, the members and their contacts', async () => {
    const { status, body } = await get(organiser, '/api/organisers/events/Safety_Hunt/teams');
    expect(status).toBe(200);
    expect(body).toMatchObject({ event: { key: 'Safety_Hunt', name: 'Safety Hunt', teamSize: 3 } });
    expect(body.teams).toEqual([
      {
        _id: teamId,
        leader: {
          _id: asha.user._id,
          firstName: 'Asha',
          lastName: 'Rao',
          email: asha.email,
          mobile: '9811100001',
          collegeName: expect.any(String),
          year: '2026',
          paymentState: 'verified',
        },
        members: [expect.objectContaining({ _id: ravi.user._id, email: ravi.email, paymentState: 'pending' })],
      },
    ]);
    expect((await get(organiser, '/api/organisers/events/Geobotics/teams')).body.teams).toEqual([]);
    expect(await get(organiser, '/api/organisers/events/QS/teams')).toMatchObject({
      status: 400,
      body: { message: messages.unknownEvent },
    });
  });

  it('pages the audit log, newest first', async () => {
    const all = await get(organiser, '/api/organisers/audit');
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const records = all.body.records as AuditRecord[];
    expect(records.map((record) => [record.action, record.target])).toEqual([
      ['payment.reject', meera.email],
      ['payment.verify', asha.email],
      ['role.grant', organiser.email],
    ]);
    expect(records[2]).toMatchObject({
      actor: 'npm run admin',
      actorId: null,
      before: { role: 'student' },
      after: { role: 'organiser' },
    });
    const second = await get(organiser, '/api/organisers/audit?pageSize=1&page=2');
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 1, records: [records[1]] });
    expect(await get(organiser, '/api/organisers/audit?pageSize=101')).toMatchObject({ status: 400 });
  });
});
