import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const apiDir = path.join(__dirname, '..', '..');
// tsx from source, as `npm run dev -w @greatstep/api` and `npm run admin` run them: jest runs before anything is
// built (npm test), so api/dist may not exist.
const tsxCli = path.join(apiDir, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface TsxProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The exit code once the process has ended and its output is read; null after a signal. */
  ended: Promise<number | null>;
  /** SIGTERM, as a process manager or Ctrl-C stops it, then SIGKILL if it has not ended within 10 s. */
  stop: () => Promise<number | null>;
}

/** The variables given, and from ours only what running node needs: never a DATABASE_URL the tests run with. */
function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, ...env };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/**
 * `entry` (a path inside api/, e.g. src/server.ts) in a process of its own; `input`, when given, is piped to its
 * standard input, which is then closed.
 */
export function startTsx(entry: string, args: string[], env: NodeJS.ProcessEnv, input?: string): TsxProcess {
  const child = spawn(process.execPath, [tsxCli, '--conditions=source', entry, ...args], {
    cwd: apiDir,
    env: childEnv(env),
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  child.stdin?.end(input);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const ended = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    ended,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await ended;
        clearTimeout(timer);
      }
      return ended;
    },
  };
}

/** `entry` run to its end: its exit code and what it printed. */
export async function runTsx(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const run = startTsx(entry, args, env, input);
  const code = await run.ended;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}
