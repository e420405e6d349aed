// The one way to start the built server (api/dist/server.js): `npm start` (scripts/start.js) and both benchmarks
// (scripts/bench-bundle.js, npm run bench:api) run it in the same process settings, those of
// api/src/server-process-env.ts.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { sparePort } = require('./spare-port');

const root = path.join(__dirname, '..');
const serverEntry = path.join(root, 'api/dist/server.js');

/**
 * Spawns the built server with the glibc and V8 settings it needs (they are read before any JavaScript runs, so the
 * server cannot set them on itself); a value already set in `env` wins.
 * @param {{ env?: NodeJS.ProcessEnv, execArgv?: string[], stdio?: import('node:child_process').StdioOptions }} [options]
 */
function spawnBuiltServer({ env = process.env, execArgv = [], stdio = 'inherit' } = {}) {
  const { serverProcessEnv } = require(path.join(root, 'api/dist/server-process-env.js'));
  return spawn(process.execPath, [...execArgv, serverEntry], { env: serverProcessEnv(env), stdio });
}

/**
 * What a throwaway site keeps of its caller's environment: what Node and the system need to run it, no setting of a
 * site. A release is verified on a production host, whose environment names its database, Redis, mail server and
 * secrets: a throwaway site that inherited them would sign people's addresses up in the real database, count in the
 * real Redis and mail from the real server. Everything else it is given by name.
 */
const KEPT_FROM_CALLER = new Set(['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'SystemRoot']);

/**
 * The environment of a throwaway site: PATH, HOME, the locale and Node's own NODE_* settings (its options, extra CA
 * certificates) of `caller`, then `own`.
 * @param {NodeJS.ProcessEnv} caller
 * @param {Record<string, string | undefined>} own
 * @returns {NodeJS.ProcessEnv}
 */
function throwawaySiteEnv(caller, own) {
  const kept = Object.entries(caller).filter(([name]) => KEPT_FROM_CALLER.has(name) || name.startsWith('NODE_'));
  return { ...Object.fromEntries(kept), ...own };
}

const exited = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts the built server on loopback for a benchmark or `verify:remote` and resolves once /api/health answers. It
 * gets only `env` and what throwawaySiteEnv keeps of ours: its own embedded database and outbox, never the
 * caller's DATABASE_URL, REDIS_URL or SMTP_URL. Without a `port` it takes a free one; without a DATA_DIR in `env` it
 * gets a throw-away folder, removed by stop(). `stdio` is where the server's output goes (ours by default;
 * `npm run verify:remote --json` keeps its stdout for the report).
 * @param {{ port?: number, env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} [options]
 * @returns {Promise<{ url: string, pid: number, dataDir: string, stop: () => Promise<void> }>}
 */
async function serveBuiltSite({ port, env = {}, stdio = ['ignore', 'inherit', 'inherit'] } = {}) {
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'greatstep-bench-'));
  const listenOn = port ?? (await sparePort());
  const child = spawnBuiltServer({
    env: throwawaySiteEnv(process.env, {
      DATA_DIR: ownDataDir,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(listenOn),
      HOST: '127.0.0.1',
    }),
    stdio,
  });
  const url = `http://127.0.0.1:${listenOn}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, dataDir: env.DATA_DIR ?? ownDataDir, stop };
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet: migrations run before listen.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

module.exports = { serveBuiltSite, spawnBuiltServer, throwawaySiteEnv };
