import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import type { SignUpApi } from '../../testing/accounts';
import { fakeBuiltSite } from '../../testing/fake-site';
import { httpCall } from '../../testing/http-call';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres';
import { REPO_ROOT } from './api-process';
import { timedCall, type CallMethod, type CallOptions, type TimedCall } from './calls';
import { ENV_EXAMPLE, readEnvFile, startDeployment, type Deployment } from './deployment';
import type { ApiLogEntry } from './nginx-server';
import { outboxMailer } from './outbox';
import { startThrowawayRedis, type ThrowawayRedis } from './throwaway-redis';

/**
 * The deployment of docs/DEPLOY.md on one machine, from the files in deploy/: nginx running greatstep.conf itself
 * (only its paths and ports replaced), two API processes with the variables of greatstep.env.example, a PostgreSQL
 * and a Redis of the test's own, and what a test needs to call it as a visitor's browser does and to read nginx's
 * log of the calls it passed on.
 */
export interface TestDeployment {
  pg: ThrowawayPostgres;
  redis: ThrowawayRedis;
  deployment: Deployment;
  /** The database itself, to check what was stored. */
  db: Pool;
  /** Signs up and in through nginx, reading the code from the processes' outbox. */
  visitor: () => SignUpApi;
  /** A JSON call through nginx. */
  call: (method: CallMethod, url: string, options?: CallOptions) => Promise<TimedCall>;
  apiLog: () => ApiLogEntry[];
  /** Which process answered a call of nginx's log: its slot. */
  slotOf: (entry: ApiLogEntry) => number;
  /** nginx's log once it has caught up with the answers already received. */
  settledLog: () => Promise<ApiLogEntry[]>;
  /** Until nginx has passed a call (any, after log line `since`) to the process of `slot` and it answered. */
  servedBy: (slot: number, since: number) => Promise<void>;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `fakeSite`: the processes and nginx serve a fake build (testing/fake-site.ts) rather than the checkout, which may
 * not be built: for the tests that ask the processes for pages.
 */
export async function startTestDeployment(
  options: { nginxWorkers?: number; fakeSite?: boolean } = {},
): Promise<TestDeployment> {
  const [pg, redis] = await Promise.all([startThrowawayPostgres(), startThrowawayRedis()]);
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'gs-site-'));
  const fake = options.fakeSite ? fakeBuiltSite() : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-data-'));
  // The example's values, but for where this test's own servers are, and quieter logs. Mail goes to files in
  // DATA_DIR rather than to a mail server: a SIGKILL cuts a mail off mid-way, which is no concern of these tests.
  const env = {
    ...readEnvFile(ENV_EXAMPLE),
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    SMTP_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  let deployment: Deployment | undefined;
  let db: Pool | undefined;
  const stop = async () => {
    await db?.end();
    await deployment?.stop();
    await Promise.all([pg.stop(), redis.stop()]);
    for (const dir of [siteDir, dataDir]) rmSync(dir, { recursive: true, force: true });
    fake?.remove();
  };
  try {
    // The files nginx serves are site-from-disk.test.ts's business: here, the checkout as it is, or a fake build.
    deployment = await startDeployment({
      env,
      processes: 2,
      code: 'source',
      appDir: fake?.root ?? REPO_ROOT,
      siteDir,
      nginxWorkers: options.nginxWorkers,
      processSite: fake?.root,
    });
    db = new Pool({ connectionString: pg.url, max: 2 });
    // A connection ended by PostgreSQL going down (outages.test.ts) is dropped; the next query opens another.
    db.on('error', () => {});
  } catch (error) {
    await stop();
    throw error;
  }
  const running = deployment;
  const apiLog = () => running.nginx.apiLog();
  const slotOf = (entry: ApiLogEntry) => running.slotOf(entry.upstreams.at(-1) ?? '');
  const call = (method: CallMethod, url: string, options?: CallOptions) => timedCall(running.url, method, url, options);

  /**
   * nginx writes a request's line after the answer has gone out, so a caller that reads the log right after its
   * answer can be a moment ahead of it. Caught up means no new line for 100 ms.
   */
  const settledLog = async () => {
    let entries = apiLog();
    const until = performance.now() + 5_000;
    for (;;) {
      await sleep(100);
      const now = apiLog();
      if (now.length === entries.length || performance.now() > until) return now;
      entries = now;
    }
  };

  const servedBy = async (slot: number, since: number) => {
    const until = performance.now() + 20_000;
    while (
      !apiLog()
        .slice(since)
        .some((entry) => slotOf(entry) === slot && entry.status < 500)
    ) {
      if (performance.now() > until) throw new Error(`nginx sent the process of slot ${slot} nothing for 20 s`);
      // Calls of our own, should no load be running.
      await call('GET', '/api/health');
      await sleep(100);
    }
  };

  return {
    pg,
    redis,
    deployment: running,
    db,
    visitor: () => ({ call: httpCall(running.url), mailer: outboxMailer(dataDir) }),
    call,
    apiLog,
    slotOf,
    settledLog,
    servedBy,
    stop,
  };
}
