import {
  events,
  messages,
  teamLinkMessages,
  teamSizeOf,
  type CatalogueEvent,
  type Team,
} from '@greatstep/shared/isomorphic';
import { createRepositories, type Repositories, type UserRow } from '../../db/repositories';
import { apiMessages } from '../../lib/api-messages';
import {
  mailedCode,
  PASSWORD,
  signUp,
  signupBody,
  uniqueEmail,
  uniqueMobile,
  type Account,
} from '../../testing/accounts';
import { pressAsABrowser } from '../../testing/keyed-calls';
import { drivers, PUBLIC_URL } from '../../testing/test-app';
import { teamCalls } from '../../testing/team-calls';
import { useTestApp } from '../../testing/use-test-app';

/*
 * The rules docs/API.md says the database decides (a team's size, one guess, one account per e-mail
 * and per mobile, a join link's free place) under many simultaneous calls of the real app. On PGlite the calls take
 * turns on its one connection; on PostgreSQL (TEST_DATABASE_URL) they race on the pool's connections.
 */
const AT_ONCE = 200;
const INVITEES = 30;

/** The largest team the catalogue has, so that the most adds are decided by the size. */
const BIG: CatalogueEvent & { key: string } = (() => {
  const open = events.filter((event): event is CatalogueEvent & { key: string } => !!event.key && !event.comingSoon);
  const biggest = open.reduce((best, event) => (teamSizeOf(event) > teamSizeOf(best) ? event : best));
  if (teamSizeOf(biggest) < 3) throw new Error('the catalogue has no event for teams of three or more');
  return biggest;
})();
const SIZE = teamSizeOf(BIG);

type Answer = { status: number; message: unknown };

/** How many answers of each status and message, for one comparison that shows all of them when it fails. */
function tally(answers: Array<{ status: number; body: Record<string, unknown> }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = `${status} ${String(body.message)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.each(drivers)('many simultaneous calls on %s', (driver) => {
  // RATE_LIMIT=off, as for load tests (docs/API.md#rate-limits): otherwise a leader's 30 team changes a quarter of an
  // hour and the 50 sign-up calls per e-mail would answer most of the calls 429 before they reach the rule under
  // test. The limits have their own tests (security/answers.test.ts, plugins/__tests__/rate-limit-*).
  const t = useTestApp(driver, { rateLimit: false });
  let repos: Repositories;
  beforeAll(() => {
    repos = createRepositories(t.db.database.db);
  });

  /** People with accounts, made by the app's repository: being added needs an account, not a sign-in. */
  async function people(count: number, prefix: string): Promise<UserRow[]> {
    return Promise.all(
      Array.from({ length: count }, () =>
        repos.users.create({
          email: uniqueEmail(prefix),
          mobile: uniqueMobile(),
          // Never signed in with: no argon2 work for two hundred accounts.
          passwordHash: 'not-a-hash',
          firstName: 'Pat',
          lastName: 'Kumar',
          userName: prefix,
          year: '2026',
          college: 1,
        }),
      ),
    );
  }

  async function teamOf(leader: Account): Promise<string> {
    const created = await t.call({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: leader.token,
      payload: { leader_id: leader.user._id, event: BIG.key },
    });
    expect(created.status).toBe(201);
    return (created.body.team as Team)._id;
  }

  const { addMember } = teamCalls(() => t, 'unused');
  const peopleIn = async (teamId: string) => (await repos.teams.listPeople(teamId)).map((row) => row.email).sort();

  function mailedTeamToken(email: string, page: 'leave' | 'join'): string {
    const link = new RegExp(`${PUBLIC_URL}/great-step/events/team/${page}/([\\w-]{43})\\b`);
    const token = link.exec(t.mailer.lastTo(email)?.text ?? '')?.[1];
    if (!token) throw new Error(`no ${page} link mailed to ${email}`);
    return token;
  }

  it(`adds ${AT_ONCE} people to one team of ${SIZE} at once: exactly the free places are filled`, async () => {
    const leader = await signUp(t);
    const teamId = await teamOf(leader);
    const [first] = await people(1, 'first');
    expect((await addMember(leader, teamId, first?.email ?? '')).status).toBe(200);
    const free = SIZE - 2;

    const crowd = await people(AT_ONCE, 'crowd');
    const answers = await Promise.all(crowd.map((someone) => addMember(leader, teamId, someone.email)));
    expect(tally(answers)).toEqual({
      [`200 ${apiMessages.memberAdded}`]: free,
      [`409 ${apiMessages.teamFull}`]: AT_ONCE - free,
    });
    const added = crowd.filter((_, index) => answers[index]?.status === 200).map((someone) => someone.email);
    expect(await peopleIn(teamId)).toEqual([leader.email, first?.email, ...added].sort());
    const read = await t.call({
      method: 'GET',
      url: `/api/auth/team/getMyTeam/${BIG.key}/${leader.user._id}`,
      token: leader.token,
    });
    expect((read.body.team as Team).members).toHaveLength(SIZE - 1);
    // Each one added, and only they, was mailed the notice.
    const noticed = new Set(t.mailer.sent.map((mail) => mail.to));
    expect(crowd.filter((someone) => noticed.has(someone.email)).map((someone) => someone.email)).toEqual(added);
  });

  it(`stores one of ${AT_ONCE} simultaneous guesses of one user and refuses the rest`, async () => {
    const player = await signUp(t);
    // Four and seven letters (docs/API.md#guess-the-theme-rules), each call its own.
    const letters = (n: number) => String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));
    const guesses = Array.from({ length: AT_ONCE }, (_, index) => `Mine ${letters(index)}ighty`);
    const answers = await Promise.all(
      guesses.map((guess) =>
        t.call({
          method: 'POST',
          url: '/api/events/addNewEntry',
          token: player.token,
          payload: { userId: player.user._id, guess, fullName: 'Somebody Else' },
        }),
      ),
    );
    const counts = tally(answers);
    expect(Object.entries(counts).filter(([key]) => key.startsWith('201 '))).toHaveLength(1);
    expect(counts[`409 ${messages.guessChange}`]).toBe(AT_ONCE - 1);
    const sent = guesses[answers.findIndex((answer) => answer.status === 201)];

    const entry = await t.call({ method: 'GET', url: `/api/events/getEntry/${player.user._id}`, token: player.token });
    expect(entry.body).toMatchObject({ already: true, gtt: { userId: player.user._id, guess: sent } });
  });

  /**
   * What a losing registration hears at last, each as docs/API.md says: the code was used by the winner (400), or the
   * e-mail or mobile was taken meanwhile (409). Each press is made as a browser makes it: a 503 (the password hashes'
   * queue full, docs/API.md#signing-in-and-sessions) is tried again with its key after Retry-After, so every one of
   * them reaches the database and races there, however long this machine takes to hash.
   */
  function expectOneAccount(answers: Array<{ status: number; body: Record<string, unknown> }>, losers: Answer[]) {
    const counts = tally(answers);
    expect(counts[`201 ${messages.registrationSuccess}`]).toBe(1);
    const allowed = new Set(losers.map(({ status, message }) => `${status} ${String(message)}`));
    expect(Object.keys(counts).filter((key) => !key.startsWith('201 ') && !allowed.has(key))).toEqual([]);
  }
  const register = (payload: Record<string, unknown>) =>
    pressAsABrowser(t, { method: 'POST', url: '/api/auth/register', payload });

  it(`makes one account of ${AT_ONCE} simultaneous registrations of one e-mail`, async () => {
    const email = uniqueEmail('same');
    expect((await t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email } })).status).toBe(200);
    const bodies = Array.from({ length: AT_ONCE }, () => signupBody(email, mailedCode(t, email)));
    const answers = await Promise.all(bodies.map(register));
    expectOneAccount(answers, [
      { status: 400, message: apiMessages.codeMissing },
      { status: 409, message: apiMessages.emailTaken },
    ]);

    const winner = bodies[answers.findIndex((answer) => answer.status === 201)];
    const stored = (await repos.users.listAll()).filter((user) => user.email === email);
    expect(stored.map((user) => user.mobile)).toEqual([winner?.mobile]);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it(`makes one account of ${AT_ONCE} simultaneous registrations of one mobile`, async () => {
    const mobile = uniqueMobile();
    const emails = Array.from({ length: AT_ONCE }, () => uniqueEmail('mobile'));
    const codes = await Promise.all(
      emails.map((email) => t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email } })),
    );
    expect(codes.every((answer) => answer.status === 200)).toBe(true);
    const answers = await Promise.all(
      emails.map((email) => register(signupBody(email, mailedCode(t, email), { mobile }))),
    );
    expectOneAccount(answers, [{ status: 409, message: apiMessages.mobileTaken }]);

    const winner = emails[answers.findIndex((answer) => answer.status === 201)];
    const stored = (await repos.users.listAll()).filter((user) => user.mobile === mobile);
    expect(stored.map((user) => user.email)).toEqual([winner]);
  });

  it(`lets one of ${INVITEES} people invited back at once take a team's one free place`, async () => {
    const leader = await signUp(t);
    const teamId = await teamOf(leader);
    const invitees = await people(INVITEES, 'invitee');
    // Each is added, leaves by the notice's link, and is invited back by the next add (docs/API.md#team-rules).
    for (const invitee of invitees) {
      expect((await addMember(leader, teamId, invitee.email)).status).toBe(200);
      const token = mailedTeamToken(invitee.email, 'leave');
      const left = await t.call({ method: 'POST', url: '/api/auth/team/leaveByLink', payload: { token } });
      expect(left.status).toBe(200);
    }
    for (const invitee of invitees) expect((await addMember(leader, teamId, invitee.email)).status).toBe(202);
    const others = await people(SIZE - 2, 'member');
    for (const member of others) expect((await addMember(leader, teamId, member.email)).status).toBe(200);
    expect(await peopleIn(teamId)).toHaveLength(SIZE - 1);

    const answers = await Promise.all(
      invitees.map((invitee) =>
        t.call({
          method: 'POST',
          url: '/api/auth/team/acceptInvite',
          payload: { token: mailedTeamToken(invitee.email, 'join') },
        }),
      ),
    );
    expect(tally(answers)).toEqual({
      [`200 ${teamLinkMessages.joined}`]: 1,
      [`409 ${apiMessages.teamFull}`]: INVITEES - 1,
    });
    const joined = invitees[answers.findIndex((answer) => answer.status === 200)];
    expect(await peopleIn(teamId)).toEqual(
      [leader.email, ...others.map((member) => member.email), joined?.email].sort(),
    );
  });
});
