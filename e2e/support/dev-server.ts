import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev -w <remote>` as a sub-team runs it (webpack serve in development mode), on a port of the suite's,
 * until stop(). Resolves once the dev server answers with the remote's manifest.
 */
export async function startDevServer(remote: string, port: number): Promise<{ url: string; stop: () => void }> {
  const cwd = path.join(__dirname, '..', '..', remote);
  const child = spawn('npx', ['webpack', 'serve', '--mode', 'development', '--port', String(port)], {
    cwd,
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
