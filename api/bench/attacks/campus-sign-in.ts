import { createHash } from 'node:crypto';
import { chromium } from 'playwright';
import type { LoginChallenge, LoginProof } from '@greatstep/shared/isomorphic';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { LOGIN_CHALLENGE_MAX } from '../../src/lib/login-challenge';
import { call, histogram, ms, PASSWORD, signUp } from './calls';

/**
 * Attack 6: credential spraying from a campus's one address. 320 wrong passwords, one per account, from CAMPUS; then
 * 10 students with no device cookie sign in from it with their passwords, solving the challenge as the browser does
 * (here in Node); the guesser's next guesses, bare and then each with a solved challenge; an account that got 10
 * wrong guesses from the campus. When the site is built, Chromium at 4× CPU throttling (a mid-range phone) signs 8
 * more students in from the Sign In page, and the time from the challenge to the proven sign-in is printed.
 */

const CAMPUS = '198.51.100.30';
const SPRAYED = 320;
const STUDENTS = 10;
const IN_CHROMIUM = 8;
const WRONG = 'Spring2025';

function solve(challenge: LoginChallenge): { proof: LoginProof; ms: number } {
  const started = performance.now();
  for (let number = 0; number <= challenge.max; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.hash)
      return { proof: { ...challenge, number }, ms: performance.now() - started };
  }
  throw new Error('the challenge has no solution');
}

const login = (base: string, email: string, password: string, proof?: LoginProof) =>
  call(base, 'POST', '/api/auth/login', { email, password, ...(proof && { proof }) }, CAMPUS);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function campusSignIn(base: string, outboxDir: string): Promise<void> {
  const students = [];
  for (let n = 0; n < STUDENTS + IN_CHROMIUM; n += 1) {
    const email = `student.${n}.${Date.now()}@example.com`;
    await signUp(base, outboxDir, email);
    students.push(email);
  }
  const sprayed = [
    ...students,
    ...Array.from({ length: SPRAYED - students.length }, (_, n) => `sprayed.${n}@example.com`),
  ];
  const spray = [];
  for (let n = 0; n < sprayed.length; n += 4)
    spray.push(...(await Promise.all(sprayed.slice(n, n + 4).map((email) => login(base, email, WRONG)))));
  console.log(`  ${SPRAYED} wrong passwords from ${CAMPUS}, one per account: ${histogram(spray)}`);

  const signedIn = [];
  const solveMs = [];
  for (const email of students.slice(0, STUDENTS)) {
    const first = await login(base, email, PASSWORD);
    const challenge = first.body.challenge as LoginChallenge | undefined;
    if (!challenge) {
      signedIn.push(first);
      continue;
    }
    const { proof, ms: took } = solve(challenge);
    solveMs.push(took);
    signedIn.push(await login(base, email, PASSWORD, proof));
  }
  console.log(
    `  then ${STUDENTS} students with no device cookie, their passwords: ${signedIn.filter((a) => a.status === 200).length} ` +
      `of ${STUDENTS} signed in (${histogram(signedIn)}), ${solveMs.length} after solving a challenge (max ${LOGIN_CHALLENGE_MAX}; ` +
      `Node's SHA-256 took a median ${ms(median(solveMs))} each)`,
  );

  const bare = [];
  for (let n = 0; n < 5; n += 1) bare.push(await login(base, `guess.${n}@example.com`, WRONG));
  const proven = [];
  for (const answer of bare) {
    const challenge = answer.body.challenge as LoginChallenge | undefined;
    if (challenge)
      proven.push(await login(base, `guess.${bare.indexOf(answer)}@example.com`, WRONG, solve(challenge).proof));
  }
  console.log(
    `  the guesser's next 5 guesses: bare ${histogram(bare)} (${bare.filter((a) => a.body.challenge).length} with a challenge); ` +
      `each with its challenge solved ${histogram(proven)}`,
  );

  const victim = students[0] ?? '';
  const lock = [];
  for (let n = 0; n < 10; n += 1) {
    const challenge = (await login(base, victim, WRONG)).body.challenge as LoginChallenge | undefined;
    lock.push(await login(base, victim, WRONG, challenge && solve(challenge).proof));
  }
  const after = await login(base, victim, PASSWORD);
  console.log(
    `  10 proven wrong guesses at one student (the spray's makes 11): ${histogram(lock)}; then the right password: ${after.status} ` +
      `"${after.message}"${after.body.challenge ? ' with a challenge' : ', no challenge'}`,
  );
  await inChromium(base, students.slice(STUDENTS));
}

/** Students on phones (Chromium at 4× CPU throttling) signing in from the form on the hot address. */
async function inChromium(base: string, emails: string[]): Promise<void> {
  if ((await fetch(`${base}/signin`).catch(() => undefined))?.status !== 200) {
    console.log('  (the site is not built here: npm run build first to time the sign-in form in Chromium)');
    return;
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const waits: number[] = [];
  try {
    for (const email of emails) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': CAMPUS } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let challenged = 0;
      let proven = 0;
      page.on('response', (response) => {
        if (response.url().endsWith('/api/auth/login') && response.status() === 429) challenged = performance.now();
      });
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/login') && challenged > 0) proven = performance.now();
      });
      await page.goto(`${base}/signin`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Login Successfull').waitFor({ timeout: 60_000 });
      waits.push(proven - challenged);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `  in Chromium at 4× CPU throttling, from the challenge to the proven sign-in (solver's chunk included): ` +
      `${waits.map(ms).join(', ')}; median ${ms(median(waits))}`,
  );
}
