import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { LOGIN_LIMITS } from '../../../lib/login-throttle';
import { LOGIN_CHALLENGE_TTL_MS } from '../../../lib/login-challenge';
import { PASSWORD, signUp, uniqueEmail, type Account } from '../../../testing/accounts';
import { challengeOf, solveChallenge } from '../../../testing/login-challenge';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// A campus behind one NAT address: its students, and a guesser among them spraying one password over many accounts.
const CAMPUS = '198.51.100.30';
const SPRAYED = LOGIN_LIMITS.perNetwork.max + 20;
const STUDENTS = 10;
const WRONG = 'Spring2025';

describe.each(drivers)('a campus behind one address while a guesser sprays passwords, on %s', (driver) => {
  const t = useTestApp(driver);
  let students: Account[];
  let victim: string;

  const login = (email: string, password: string, extra: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password, ...extra }, remoteAddress: CAMPUS });

  /** Signs in as the sign-in form does: a 429 with a challenge is solved and the same sign-in sent again with it. */
  const asTheFormDoes = async (email: string, password: string) => {
    const first = await login(email, password);
    if (first.status !== 429 || first.body.challenge === undefined) return { first, last: first };
    return { first, last: await login(email, password, { proof: solveChallenge(challengeOf(first.body)) }) };
  };

  beforeAll(async () => {
    students = [];
    for (let i = 0; i < STUDENTS; i += 1) students.push(await signUp(t));
    // One wrong password per account, the students' among them, the rest made-up addresses: 320 failures.
    const sprayed = [...students.map((student) => student.email)];
    while (sprayed.length < SPRAYED) sprayed.push(uniqueEmail('sprayed'));
    const answers: number[] = [];
    // Four at a time, as a script would: the password hashing is the pace either way.
    for (let n = 0; n < sprayed.length; n += 4) {
      const batch = await Promise.all(sprayed.slice(n, n + 4).map((email) => login(email, WRONG)));
      answers.push(...batch.map((answer) => answer.status));
    }
    // 300 checked and failed; past the network's 300 failures, each guess is answered with a challenge, not checked.
    expect(answers.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perNetwork.max);
    expect(answers.filter((status) => status === 429)).toHaveLength(SPRAYED - LOGIN_LIMITS.perNetwork.max);
    // An account that 10 wrong guesses from the campus reached.
    victim = (await signUp(t)).email;
  }, 300_000);

  it('lets 10 of 10 students without a device cookie sign in with their passwords, each solving a challenge', async () => {
    const signedIn: number[] = [];
    for (const student of students) {
      const { first, last } = await asTheFormDoes(student.email, PASSWORD);
      expect(first).toMatchObject({ status: 429, body: { success: false, message: apiMessages.loginChallenge } });
      expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.body).toMatchObject({ success: true, message: messages.loginSuccess });
      signedIn.push(last.status);
    }
    expect(signedIn).toEqual(Array(STUDENTS).fill(200));
  }, 120_000);

  it("makes each of the guesser's further guesses need a solved challenge, taken once, for its own e-mail", async () => {
    const target = uniqueEmail('sprayed');
    const bare = await login(target, WRONG);
    expect(bare).toMatchObject({ status: 429, body: { success: false, message: apiMessages.loginChallenge } });
    const proof = solveChallenge(challengeOf(bare.body));

    // Solved, the guess is checked (and fails), once.
    expect(await login(target, WRONG, { proof })).toMatchObject({
      status: 401,
      body: { message: apiMessages.invalidLogin },
    });
    const again = await login(target, WRONG, { proof });
    expect(again).toMatchObject({ status: 429, body: { message: apiMessages.loginChallenge } });
    expect(challengeOf(again.body).signature).not.toBe(proof.signature);

    // A proof is for the e-mail it was issued for, and for a short while.
    const other = solveChallenge(challengeOf((await login(uniqueEmail('sprayed'), WRONG)).body));
    expect((await login(target, WRONG, { proof: other })).body.message).toBe(apiMessages.loginChallenge);
    expect((await login(target, WRONG, { proof: { ...other, number: other.number + 1 } })).status).toBe(429);
    const stale = solveChallenge(challengeOf((await login(target, WRONG)).body));
    t.clock.advanceMinutes(LOGIN_CHALLENGE_TTL_MS / 60_000 + 1);
    expect((await login(target, WRONG, { proof: stale })).body.message).toBe(apiMessages.loginChallenge);
  }, 120_000);

  it('still refuses, before any check or challenge, an account that got 10 wrong guesses from the campus', async () => {
    let kept: ReturnType<typeof solveChallenge> | undefined;
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndNetwork.max; i += 1) {
      // A proof solved for the account before its tenth failure, kept for after it.
      if (i === LOGIN_LIMITS.perAccountAndNetwork.max - 1)
        kept = solveChallenge(challengeOf((await login(victim, WRONG)).body));
      const { last } = await asTheFormDoes(victim, WRONG);
      expect(last.status).toBe(401);
    }
    const refused = await login(victim, PASSWORD);
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(refused.body.challenge).toBeUndefined();
    // A proof solved for it is no way past that lock.
    expect(await login(victim, PASSWORD, { proof: kept })).toMatchObject({
      status: 429,
      body: { message: apiMessages.tooManyRequests },
    });
  }, 120_000);
});
