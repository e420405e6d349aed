import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serverProcessEnv } from '../../server-process-env';

/** The repository's root, from api/src/__tests__/deployment. */
export const REPO_ROOT = path.join(__dirname, '..', '..', '..', '..');

/**
 * What a process runs: the build (`node api/dist/server.js`, as deploy/systemd/greatstep-api@.service does), or the
 * same server.ts from source through tsx, for a checkout not built yet (`npm test` runs before any build).
 */
export type ServerCode = 'built' | 'source';

const SOURCE = ['--conditions=source', '--import', 'tsx'];

function command(code: ServerCode, root: string, siteRoot: string | undefined): string[] {
  // The same server from source, serving the site built in `siteRoot` (testing/server-on-site.ts).
  if (siteRoot) return [...SOURCE, path.join(root, 'api', 'src', 'testing', 'server-on-site.ts'), siteRoot];
  return code === 'built'
    ? [path.join(root, 'api', 'dist', 'server.js')]
    : [...SOURCE, path.join(root, 'api', 'src', 'server.ts')];
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the end was seen. */
  at: number;
}

export interface ApiProcess {
  port: number;
  /** The process itself, not through nginx. */
  url: string;
  pid: number;
  exited: Promise<Exit>;
  /** SIGTERM, as `systemctl stop` sends it; resolves once the process has ended. */
  stop: () => Promise<Exit>;
  /** SIGKILL, a crash: no chance to finish anything. */
  kill: () => Promise<Exit>;
  /** Whether it has not ended yet. */
  running: () => boolean;
  /** The end of what it wrote, for a failure's message. */
  output: () => string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a start waits for: `ready`, the process answers /api/ready (its database answers); `live`, it answers
 * /api/health, as the unit's ExecStartPost waits (deploy/systemd/greatstep-api@.service).
 */
export type StartedWhen = 'ready' | 'live';

/**
 * One API process as the systemd unit starts it: the environment file's variables and nothing else from the caller,
 * PORT from the instance, and the process settings npm start uses. Resolves once it answers /api/ready, or only
 * /api/health (`until: 'live'`). `siteRoot`: serves the site built there rather than this checkout's.
 */
export async function startApiProcess(options: {
  port: number;
  env: Record<string, string>;
  code: ServerCode;
  /** The checkout it runs from, whose build it serves (/srv/greatstep/app); this repository by default. */
  root?: string;
  /** Where it listens, and so where it is asked whether it is up (HOST); loopback by default. */
  host?: string;
  /** Runs it as `wrap` says (`ip netns exec <host>`), as another machine runs it. */
  wrap?: string[];
  until?: StartedWhen;
  siteRoot?: string;
}): Promise<ApiProcess> {
  const root = options.root ?? REPO_ROOT;
  const env = serverProcessEnv({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...options.env,
    PORT: String(options.port),
  });
  const [file, ...args] = [...(options.wrap ?? []), process.execPath, ...command(options.code, root, options.siteRoot)];
  const child = spawn(file ?? process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  // A test that fails half-way must not leave servers behind.
  const leftBehind = () => child.kill('SIGKILL');
  process.once('exit', leftBehind);
  void exited.then(() => process.removeListener('exit', leftBehind));

  const host = options.host ?? (options.env.HOST && options.env.HOST !== '0.0.0.0' ? options.env.HOST : '127.0.0.1');
  const url = `http://${host}:${options.port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (running()) child.kill(name);
    return exited;
  };
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (!running()) throw new Error(`the API process on port ${options.port} exited while starting:\n${output}`);
    const ready = await fetch(`${url}/api/${options.until === 'live' ? 'health' : 'ready'}`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(
        `the API process on port ${options.port} was not ${options.until ?? 'ready'} within 60 s:\n${output}`,
      );
    }
    await sleep(100);
  }
  return {
    port: options.port,
    url,
    pid: child.pid ?? 0,
    exited,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    running,
    output: () => output,
  };
}
