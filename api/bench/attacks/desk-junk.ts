import { call, histogram, mailsTo, ms, PASSWORD } from './calls';

/** Attack 4: junk bodies from the fest desk's one address, then a real sign-in and a real sign-up code from there. */

const DESK = '198.51.100.20';

export async function deskJunk(base: string, outboxDir: string, email: string) {
  for (const [url, count] of [
    ['/api/auth/login', 300],
    ['/api/auth/sendEmail', 301],
  ] as const) {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: count }, () => call(base, 'POST', url, {}, DESK)));
    console.log(`  ${count} × {} to ${url} from ${DESK} in ${ms(performance.now() - started)} (${histogram(answers)})`);
  }
  const login = await call(base, 'POST', '/api/auth/login', { email, password: PASSWORD }, DESK);
  console.log(`  then a real sign-in from ${DESK}: ${login.status} ${login.message}`);
  const newcomer = `newcomer.${Date.now()}@example.com`;
  const code = await call(base, 'POST', '/api/auth/sendEmail', { email: newcomer }, DESK);
  console.log(
    `  and a real sign-up code from ${DESK}: ${code.status} ${code.message} (mails to the newcomer: ${mailsTo(outboxDir, newcomer)})`,
  );
}
