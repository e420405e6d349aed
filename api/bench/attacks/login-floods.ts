import { call, histogram, ms, PASSWORD, USER_NETWORK, type Answer } from './calls';

/** Attacks 1 and 2: a flood of password changes beside a real login, and a lock's eviction by other e-mails. */

export const FLOOD = 400;
export const EVICTION_FLOOD = 5_100;
const CALLS_PER_NETWORK = 250;
const LOCKED_FROM = '203.0.113.10';

export async function changePasswordFlood(base: string, email: string, label: string, fromOwnNetworks: boolean) {
  const started = performance.now();
  const flood = Array.from({ length: FLOOD }, (_, n) =>
    call(
      base,
      'PUT',
      '/api/auth/changePassword',
      { email: 'bob@example.com', token: 'x', newPassword: 'Flood1Pass' },
      fromOwnNetworks ? `10.${(n >> 8) & 255}.${n & 255}.9` : '192.0.2.99',
    ),
  );
  // The real user signs in a moment after the flood has arrived.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const login = await call(base, 'POST', '/api/auth/login', { email, password: PASSWORD }, USER_NETWORK);
  const answers = await Promise.all(flood);
  const cleared = performance.now() - started;
  console.log(
    `  ${label}: real login ${login.status} in ${ms(login.ms)}; flood cleared in ${ms(cleared)} ` +
      `(${histogram(answers)}; slowest ${ms(Math.max(...answers.map((answer) => answer.ms)))})`,
  );
}

export async function evictionFlood(base: string, email: string) {
  const tries: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    tries.push((await call(base, 'POST', '/api/auth/login', { email, password: 'Wrong123' }, LOCKED_FROM)).status);
    if (tries.at(-1) === 429) break;
  }
  console.log(`  wrong logins from ${LOCKED_FROM}: ${tries.join(' ')} (locked: ${tries.at(-1) === 429})`);
  const started = performance.now();
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < EVICTION_FLOOD) {
      const n = next;
      next += 1;
      const from = `10.77.${Math.floor(n / CALLS_PER_NETWORK)}.1`;
      answers.push(await call(base, 'POST', '/api/auth/login', { email: `flood${n}@example.com` }, from));
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  console.log(
    `  ${EVICTION_FLOOD} logins without a password about other e-mails from ` +
      `${Math.ceil(EVICTION_FLOOD / CALLS_PER_NETWORK)} networks in ${ms(performance.now() - started)} (${histogram(answers)})`,
  );
  const after = await call(base, 'POST', '/api/auth/login', { email, password: 'Wrong123' }, LOCKED_FROM);
  console.log(
    `  then a wrong login from ${LOCKED_FROM}: ${after.status} → the lock ${after.status === 429 ? 'SURVIVED' : 'WAS EVICTED'}`,
  );
}
