import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiMessages } from '../../lib/api-messages';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres';
import { sparePort } from '../../../../scripts/spare-port';
import { REPO_ROOT, startApiProcess, type ApiProcess } from './api-process';
import { timedCall } from './calls';
import { ENV_EXAMPLE, readEnvFile } from './deployment';

/*
 * An API process started as the systemd unit starts it while PostgreSQL is down (docs/DEPLOY.md#when-a-process-fails):
 * it listens, the unit's ExecStartPost finds it live where it listens, it answers /api/ready 503 meanwhile, and it
 * applies the migrations of a database that has none and is ready on its own soon after PostgreSQL comes back.
 */

const UNIT = path.join(REPO_ROOT, 'deploy', 'systemd', 'greatstep-api@.service');
/** The promise of docs/DEPLOY.md#when-a-process-fails: ready again within 2 s of PostgreSQL's return. */
const READY_WITHIN_MS = 2_000;
/** Not 127.0.0.1: the unit must ask the address the process listens on, and 127.0.0.2 is loopback too on Linux. */
const HOST = '127.0.0.2';

/** The unit's ExecStartPost as /bin/sh runs it for instance `port`: systemd's `%i` and `$$` replaced. */
function execStartPost(port: number): string {
  const line = readFileSync(UNIT, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('ExecStartPost='));
  if (!line) throw new Error(`${UNIT} has no ExecStartPost`);
  return line.slice('ExecStartPost='.length).replaceAll('%i', String(port)).replaceAll('$$', '$');
}

/** Runs a command line with /bin/sh, as systemd would with the unit's environment; gives up after `timeoutMs`. */
function shell(command: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ code: number | null }> {
  return new Promise((resolve) => {
    execFile('/bin/sh', ['-c', command], { env, timeout: timeoutMs }, (error) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0 });
    });
  });
}

describe('an API process started while PostgreSQL is down', () => {
  let postgres: ThrowawayPostgres;
  let dataDir: string;
  let server: ApiProcess | undefined;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-data-'));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('listens, is live where it listens and not ready, and is ready with its migrations within 2 s of the return', async () => {
    // A new cluster, down before the first migration.
    await postgres.down();
    const port = await sparePort();
    const env = {
      ...readEnvFile(ENV_EXAMPLE),
      DATABASE_URL: postgres.url,
      // Neither the machine's Redis nor a mail server: the counts go to the database, the mail to DATA_DIR.
      REDIS_URL: '',
      SMTP_URL: '',
      DATA_DIR: dataDir,
      HOST,
      LOG_LEVEL: 'warn',
    };
    server = await startApiProcess({ port, env, code: 'source', until: 'live' });

    const post = await shell(execStartPost(port), { PATH: process.env.PATH, ...env, PORT: String(port) }, 20_000);
    expect(post).toEqual({ code: 0 });

    const ready = await timedCall(server.url, 'GET', '/api/ready');
    expect(ready).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { success: false, message: apiMessages.unavailable },
    });
    const call = await timedCall(server.url, 'GET', '/api/auth/checkEmail/early@example.com');
    expect(call).toMatchObject({ status: 503, retryAfter: '5', body: { success: false } });
    expect(server.running()).toBe(true);

    await postgres.up();
    const back = performance.now();
    while ((await timedCall(server.url, 'GET', '/api/ready')).status !== 200) {
      if (!server.running()) throw new Error(`the process exited:\n${server.output()}`);
      if (performance.now() - back > 20_000) throw new Error(`not ready 20 s after the return:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ms = Math.round(performance.now() - back);
    console.log(`a process started while PostgreSQL was down: ready ${ms} ms after it came back`);
    expect(ms).toBeLessThanOrEqual(READY_WITHIN_MS);
    // Its migrations made the tables: a call that reads one answers.
    expect(await timedCall(server.url, 'GET', '/api/auth/checkEmail/later@example.com')).toMatchObject({
      status: 200,
    });
  }, 120_000);
});
