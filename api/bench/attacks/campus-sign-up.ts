import type { FastifyInstance } from 'fastify';
import { codeInMail, PASSWORD, signupBody } from '@greatstep/shared/testing';
import { buildApp } from '../../src/app';
import { createDatabase, type Database } from '../../src/db/database';
import { createScratchDatabase } from '../../src/db/scratch-database';
import { createMemoryMailer } from '../../src/mail/memory-mailer';
import { testConfig } from '../../src/testing/test-app';
import { DEFAULT_SERVER_URL } from '../bench-database';
import { histogram, ms } from './calls';

/**
 * Attack 7, which is no attack: a campus behind one NAT address signs up at the opening. 1,000 new students, each
 * checking an e-mail and a mobile, asking for the code, registering with it and signing in, spread over 15 minutes of
 * the app's own clock (injected, so the run takes as long as the work does, within one window of every limit), AT_ONCE
 * of them at a time as a crowd would. In this process (buildApp, inject), on PGlite, or on PostgreSQL with Redis.
 */

export const CAMPUS_STUDENTS = 1_000;
const AT_ONCE = 16;
const CAMPUS = '198.51.100.40';
const SIMULATED_MS = 15 * 60_000;
const CALLS = ['checkEmail', 'checkMobile', 'sendEmail', 'register', 'login'] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export async function campusSignUp(store: { redisUrl?: string; postgres: boolean }): Promise<void> {
  const started = Date.now();
  let simulated = new Date('2025-03-01T10:00:00.000Z').getTime();
  const clock = () => new Date(simulated);
  const scratch = store.postgres
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL, 'gs_bench')
    : undefined;
  const database: Database = await createDatabase({
    database: scratch ? { driver: 'postgres', url: scratch.url } : { driver: 'pglite', dataDir: 'memory://' },
  });
  const mailer = createMemoryMailer();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config: testConfig({ redisUrl: store.redisUrl }), database, mailer, clock });
    await app.ready();
    const api = app;
    const answers = new Map<(typeof CALLS)[number], Array<{ status: number; ms: number }>>(CALLS.map((c) => [c, []]));
    const call = async (name: (typeof CALLS)[number], method: 'GET' | 'POST', url: string, payload?: object) => {
      const begun = performance.now();
      const response = await api.inject({ method, url, payload, remoteAddress: CAMPUS });
      answers.get(name)?.push({ status: response.statusCode, ms: performance.now() - begun });
      return response.statusCode;
    };
    let next = 0;
    const student = async () => {
      while (next < CAMPUS_STUDENTS) {
        const n = next;
        next += 1;
        // Student n arrives n/1,000 of the way through the quarter of an hour.
        simulated = Math.max(simulated, clock().getTime() + SIMULATED_MS / CAMPUS_STUDENTS);
        const email = `campus.${n}.${started}@example.org`;
        const mobile = `7${String(started + n).slice(-9)}`;
        await call('checkEmail', 'GET', `/api/auth/checkEmail/${encodeURIComponent(email)}`);
        await call('checkMobile', 'GET', `/api/auth/checkMobile/${mobile}`);
        if ((await call('sendEmail', 'POST', '/api/auth/sendEmail', { email })) !== 200) continue;
        const code = codeInMail(mailer.lastTo(email)?.text ?? '', email);
        await call('register', 'POST', '/api/auth/register', signupBody(email, code, { mobile }));
        await call('login', 'POST', '/api/auth/login', { email, password: PASSWORD });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, student));
    const all = [...answers.values()].flat();
    console.log(
      `  ${CAMPUS_STUDENTS} students from ${CAMPUS}, ${AT_ONCE} at a time, over ${SIMULATED_MS / 60_000} simulated ` +
        `minutes: ${ms(Date.now() - started)} of real time; 429s ${all.filter((a) => a.status === 429).length} ` +
        `(goal 0), 503s ${all.filter((a) => a.status === 503).length}`,
    );
    for (const name of CALLS) {
      const list = answers.get(name) ?? [];
      const sorted = list.map((a) => a.ms).sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(11)} ${histogram(list)}; p50 ${ms(percentile(sorted, 0.5))}, p95 ` +
          `${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? 0)}`,
      );
    }
  } finally {
    await app?.close();
    await database.close();
    await scratch?.drop();
  }
}
