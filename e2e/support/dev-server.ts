import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/**
 * `npm run dev -w <remote>` as a sub-team runs it (webpack serve in development mode), on a port of the suite's,
 * with `env` (DEV_API_URL) beside the suite's, until stop(). Resolves once the dev server answers with the remote's
 * manifest.
 */
export async function startDevServer(
  remote: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; stop: () => void }> {
  const cwd = path.join(ROOT, remote);
  const child = spawn('npx', ['webpack', 'serve', '--mode', 'development', '--port', String(port)], {
    cwd,
    env: { ...process.env, ...env },
    // Its own process group, so stop() ends webpack and the type checker it forks.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${remote} dev server exited: ${errors}`);
    const answer = await fetch(`${url}/mf-manifest.json`).catch(() => null);
    if (answer?.ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the ${remote} dev server did not answer on ${url}: ${errors}`);
}

/**
 * `npm run serve:remote -- <remote> --port <port>`: the remote's built bundle (its dist/) hosted as README says, until
 * stop(). Resolves once it answers with the manifest.
 */
export async function startRemoteHost(remote: string, port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn('npm', ['run', '-s', 'serve:remote', '--', remote, '--port', String(port)], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve:remote ${remote} exited: ${errors}`);
    const answer = await fetch(`${url}/mf-manifest.json`).catch(() => null);
    if (answer?.ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error(`serve:remote ${remote} did not answer on ${url}: ${errors}`);
}
