import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { PASSWORD, signUp, uniqueEmail } from '../../testing/accounts';
import { createTestApp, drivers, testConfig, type TestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { sparePort } from '../../../../scripts/spare-port';

// Once, the per-e-mail limiters kept 5,000 keys each, so 5,100 cheap calls about other e-mails evicted a lock.
const FLOOD = 5_100;
// Below the per-network budget of a limited call (300 per 15 minutes), so the flood is never refused.
const CALLS_PER_ADDRESS = 250;
const LOCKED_FROM = '203.0.113.10';

const floodAddress = (n: number) => `10.77.${Math.floor(n / CALLS_PER_ADDRESS)}.1`;

type Caller = (remoteAddress: string, email: string, password?: string) => Promise<number>;

const loginOn =
  (app: FastifyInstance): Caller =>
  async (remoteAddress, email, password) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: password === undefined ? { email } : { email, password },
      })
    ).statusCode;

/** Wrong passwords from one address until it is refused: at most ten fail, the eleventh try is refused. */
async function lock(login: Caller, email: string): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push(await login(LOCKED_FROM, email, 'Wrong123'));
  expect(statuses.at(-1)).toBe(429);
}

/** Cheap calls about other e-mails: no password, so no hash, but each counted before its input is checked. */
async function flood(login: Caller): Promise<void> {
  for (let n = 0; n < FLOOD; n += 1) {
    expect(await login(floodAddress(n), `flood${n}@example.com`)).toBe(400);
  }
}

/** A second API process on the same stores: another app with its own memory. */
async function secondApp(t: TestApp, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    database: t.db.database,
    mailer: createMemoryMailer(),
    clock: t.clock.now,
  });
  await app.ready();
  return app;
}

describe.each(drivers)('rate-limit counts in the database on %s', (driver) => {
  const t = useTestApp(driver);

  it(`keeps an account's lock through ${FLOOD} calls about other e-mails`, async () => {
    const login = loginOn(t.app);
    const account = await signUp(t);
    await lock(login, account.email);
    await flood(login);
    expect(await login(LOCKED_FROM, account.email, 'Wrong123')).toBe(429);
    expect(await login(LOCKED_FROM, account.email, PASSWORD)).toBe(429);
  }, 180_000);

  it('holds across API processes that share the database', async () => {
    const other = await secondApp(t);
    try {
      const email = uniqueEmail();
      await lock(loginOn(t.app), email);
      expect(await loginOn(other)(LOCKED_FROM, email, 'Wrong123')).toBe(429);
    } finally {
      await other.close();
    }
  });
});

/** A redis-server of the test's own on a spare port, keeping nothing on disk; never the shared one on 6379. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await sparePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('rate-limit counts in Redis (REDIS_URL), shared by two API processes', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp('pglite', { redisUrl: redis.url });
    other = await secondApp(t, { redisUrl: redis.url });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await redis.stop();
  });

  it(`keeps a lock made through one process through ${FLOOD} calls through the other`, async () => {
    const account = await signUp(t);
    await lock(loginOn(t.app), account.email);
    expect(await loginOn(other)(LOCKED_FROM, account.email, 'Wrong123')).toBe(429);
    await flood(loginOn(other));
    expect(await loginOn(t.app)(LOCKED_FROM, account.email, PASSWORD)).toBe(429);
    // The owner's right password from another network still works (failed logins count per account and network).
    expect(await loginOn(other)('198.51.100.20', account.email, PASSWORD)).toBe(200);
  }, 180_000);
});

describe('rate limits when Redis does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the Redis is down.
    t = await createTestApp('pglite', { redisUrl: `redis://127.0.0.1:${await sparePort()}` });
  });
  afterAll(() => t.close());

  it('refuses a limited call as unavailable for now: neither a 500 nor let through unlimited', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, message: 'Service temporarily unavailable' });
  });
});
