import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { apiMessages } from '../lib/api-messages';
import { createMemoryMailer } from '../mail/memory-mailer';
import { testConfig } from '../testing/test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwaway-postgres';

// Short bounds, so the test is quick; the defaults (config.ts) are longer, the behaviour the same.
const TIMEOUTS = { connectMs: 1_000, acquireMs: 1_000, statementMs: 1_000 };
const REQUEST_TIMEOUT_MS = 4_000;
// Every call must be answered by then, however busy the machine: a frozen database used to hold calls for ever.
const ANSWER_BOUND_MS = 8_000;

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the API is not listening');
  return `http://127.0.0.1:${address.port}`;
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const giveUp = ANSWER_BOUND_MS + 5_000;
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(giveUp) });
    const body: unknown = await response.json();
    return { status: response.status, body, ms: Math.round(performance.now() - started) };
  } catch (error) {
    throw new Error(`${path} got no answer within ${giveUp} ms: ${String(error)}`);
  }
}

const unavailable = { status: 503, body: { success: false, message: apiMessages.unavailable } };

describe('the API when its PostgreSQL freezes', () => {
  let postgres: ThrowawayPostgres;
  let app: FastifyInstance;
  let base: string;
  // The same API, but with database bounds far beyond its request timeout: REQUEST_TIMEOUT_MS alone answers.
  let patientApp: FastifyInstance;
  let patientBase: string;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    const configured = (timeouts: typeof TIMEOUTS, requestTimeoutMs: number) =>
      buildApp({
        config: testConfig({
          rateLimit: false,
          requestTimeoutMs,
          database: { driver: 'postgres', url: postgres.url, timeouts },
        }),
        mailer: createMemoryMailer(),
      });
    app = await configured(TIMEOUTS, REQUEST_TIMEOUT_MS);
    base = await listening(app);
    patientApp = await configured({ connectMs: 60_000, acquireMs: 60_000, statementMs: 60_000 }, 1_500);
    patientBase = await listening(patientApp);
  }, 120_000);

  afterAll(async () => {
    postgres?.thaw();
    await app?.close();
    await patientApp?.close();
    await postgres?.stop();
  }, 60_000);

  it('answers 503 within a bound, is live but not ready, and recovers once the database is back', async () => {
    const checkEmail = (n: number, on = base) => call(on, `/api/auth/checkEmail/frozen${n}@example.com`);
    const login = () =>
      call(base, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'frozen@example.com', password: 'Secret12' }),
      });

    // Before: the pools hold connections that answer.
    expect(await checkEmail(0)).toMatchObject({ status: 200 });
    expect(await checkEmail(0, patientBase)).toMatchObject({ status: 200 });

    postgres.freeze();
    // More calls at once than the pool has connections: one waits on a connection whose server went silent, some
    // open new connections that never complete, the rest wait for a free connection of the full pool.
    const [health, ready, patient, ...calls] = await Promise.all([
      call(base, '/api/health'),
      call(base, '/api/ready'),
      checkEmail(1, patientBase),
      login(),
      ...Array.from({ length: 10 }, (_, n) => checkEmail(n + 1)),
    ]);

    expect(health).toMatchObject({ status: 200, body: { success: true } });
    expect(ready).toMatchObject(unavailable);
    expect(ready.ms).toBeLessThan(ANSWER_BOUND_MS);
    for (const answer of [patient, ...calls]) {
      expect(answer).toMatchObject(unavailable);
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
    }

    postgres.thaw();
    // Back: new connections replace the ones given up on, and the API is ready again.
    let after: Answer | undefined;
    for (let attempt = 0; attempt < 20 && after?.status !== 200; attempt += 1) {
      after = await call(base, '/api/ready');
      if (after.status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(after).toMatchObject({ status: 200, body: { success: true, message: apiMessages.ready } });
    expect(await checkEmail(99)).toMatchObject({ status: 200 });
  });
});
