import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sparePort } from '../../../scripts/spare-port';
import { call } from './calls';
import { HEALTH_KEY } from './health-flood';

/** The API under attack, and the Redis it may use: started on spare loopback ports, stopped at the end. */

const here = path.resolve(__dirname, '..', '..');
const tsx = path.join(here, '..', 'node_modules', '.bin', 'tsx');

/** The api/ folder of this checkout. */
export const THIS_API = here;

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await sparePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return { url: `redis://127.0.0.1:${port}`, child };
}

/**
 * The API on a spare port, its data in `dataDir`: on embedded PGlite there, or on `databaseUrl` (PostgreSQL). `env`:
 * what the server was started with beyond the process's own, for a command run beside it (the command line).
 */
export async function startApi(
  apiDir: string,
  dataDir: string,
  { redisUrl, databaseUrl }: { redisUrl?: string; databaseUrl?: string } = {},
) {
  const port = await sparePort();
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const child = spawn(tsx, ['--conditions=source', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT: 'on',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REMOTE_HEALTH_SECRET: HEALTH_KEY,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while ((await call(base, 'GET', '/api/health')).status !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API in ${apiDir} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, child, env };
}
