import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { KEYED_RULES, TAKEN_FOUND_PER_NETWORK } from '../../../plugins/external/rate-limit-rules';
import { mailedCode, PASSWORD, signupBody, uniqueEmail, uniqueMobile } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// A campus behind one NAT address at the opening of registration (docs/SECURITY.md#a-campus-signs-up-at-the-opening).
const CAMPUS = '198.51.100.40';
/**
 * The whole campus on the embedded database, which `npm start` runs and whose one connection makes the queue longest.
 * The limits it proves are counted outside the database (in memory, or Redis when configured), so on PostgreSQL a
 * smaller crowd checks the same flow through its transactions, and the look-ups' limit below (150 ≥ 100 accounts
 * taken): 2,000 more password hashes there would add minutes to CI and nothing to what is proved.
 */
const STUDENTS_ON = { pglite: 1_000, postgres: 150 } as const;
/** Students signing up at the same moment: enough to keep the password hashes' slots busy, as a crowd does. */
const AT_ONCE = 8;
const CODE_TRIES = 5;

describe.each(drivers)('a campus behind one address signs up at the opening, on %s', (driver) => {
  const t = useTestApp(driver);
  const STUDENTS = STUDENTS_ON[driver];
  const emails: string[] = [];

  const from = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call({ method, url, payload, remoteAddress: CAMPUS });

  /** Every call of one student's sign-up, as the form makes them, then the sign-in after it: their statuses. */
  async function signUpFlow(n: number): Promise<number[]> {
    const email = uniqueEmail(`student${n}`);
    const mobile = uniqueMobile();
    emails.push(email);
    const statuses = [
      (await from('GET', `/api/auth/checkEmail/${encodeURIComponent(email)}`)).status,
      (await from('GET', `/api/auth/checkMobile/${mobile}`)).status,
      (await from('POST', '/api/auth/sendEmail', { email })).status,
    ];
    statuses.push(
      (await from('POST', '/api/auth/register', signupBody(email, mailedCode(t, email), { mobile }))).status,
    );
    statuses.push((await from('POST', '/api/auth/login', { email, password: PASSWORD })).status);
    return statuses;
  }

  it(`signs up and signs in ${STUDENTS} students from one address with no 429`, async () => {
    const statuses = new Map<number, number>();
    let next = 0;
    const student = async () => {
      while (next < STUDENTS) {
        next += 1;
        for (const status of await signUpFlow(next)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, student));
    // Every call answered as it should: 200 for the checks, the code and the sign-in, 201 for each registration.
    expect(Object.fromEntries(statuses)).toEqual({ 200: STUDENTS * 4, 201: STUDENTS });
  }, 900_000);

  it('still refuses a sixth sign-up code to one e-mail from the address', async () => {
    const email = uniqueEmail('inbox');
    const statuses: number[] = [];
    for (let n = 0; n <= KEYED_RULES.sendEmail.perKeyAndNetwork.max; n += 1) {
      statuses.push((await from('POST', '/api/auth/sendEmail', { email })).status);
      // One code a minute per address: the next is asked for once that minute has passed.
      t.clock.advanceMinutes(1);
    }
    expect(statuses).toEqual([...Array(KEYED_RULES.sendEmail.perKeyAndNetwork.max).fill(200), 429]);
  });

  it("still refuses a code's right digits after its wrong tries are spent", async () => {
    const email = uniqueEmail('guessed');
    expect((await from('POST', '/api/auth/sendEmail', { email })).status).toBe(200);
    const code = mailedCode(t, email);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let n = 0; n < CODE_TRIES; n += 1) {
      expect(await from('POST', '/api/auth/register', signupBody(email, wrong))).toMatchObject({
        status: 400,
        body: { message: messages.incorrectOtp },
      });
    }
    expect(await from('POST', '/api/auth/register', signupBody(email, code))).toMatchObject({
      status: 400,
      body: { success: false, message: apiMessages.codeExhausted },
    });
  });

  it(`refuses the address's look-ups once it has found ${TAKEN_FOUND_PER_NETWORK.max} accounts taken`, async () => {
    const taken = emails.slice(0, TAKEN_FOUND_PER_NETWORK.max);
    const check = (email: string) => from('GET', `/api/auth/checkEmail/${encodeURIComponent(email)}`);
    // One account found again teaches nothing new, and counts once.
    for (let n = 0; n < 3; n += 1) expect((await check(taken[0] ?? '')).status).toBe(409);
    for (const email of taken.slice(1)) expect((await check(email)).status).toBe(409);
    // Past that, a free address gets the same refusal as a taken one: the answer says nothing more.
    expect(await check(uniqueEmail('free'))).toMatchObject({
      status: 429,
      body: { success: false, message: apiMessages.tooManyRequests },
    });
    expect((await check(emails[TAKEN_FOUND_PER_NETWORK.max] ?? '')).status).toBe(429);
    // Another network looks up as before.
    expect((await t.call({ method: 'GET', url: `/api/auth/checkEmail/${uniqueEmail('free')}` })).status).toBe(200);
  });
});
