import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sparePort } from '../../../../scripts/spare-port';
import type { Deployment } from './deployment';
import { childrenOf } from './nginx-server';

/**
 * `systemctl` for the commands of deploy/rolling-restart.sh, on a deployment of the test's own: first on PATH, so the
 * script runs as written. `systemctl reload nginx` does what Debian's unit does (`nginx -s reload`: SIGHUP to the
 * master named by the pid file, returning at once); `systemctl restart greatstep-api@<port>` stops that process with
 * SIGTERM and starts it again, returning once it answers /api/health (the unit's ExecStartPost).
 */
export interface FakeSystemctl {
  /** PATH with the fake first. */
  path: string;
  /** At each restart, the nginx workers still alive of those that ran before the latest reload. */
  oldWorkersAtRestart: number[][];
  restarted: number[];
  close: () => Promise<void>;
}

export async function fakeSystemctl(deployment: Deployment): Promise<FakeSystemctl> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-systemctl-'));
  const port = await sparePort();
  const master = deployment.nginx.pid;
  let beforeReload: number[] = [];
  const oldWorkersAtRestart: number[][] = [];
  const restarted: number[] = [];

  const server = http.createServer((request, response) => {
    const answer = (status: number, text: string) => response.writeHead(status).end(`${text}\n`);
    const [, action, argument] = (request.url ?? '').split('/');
    if (action === 'reload') {
      beforeReload = childrenOf(master);
      process.kill(master, 'SIGHUP');
      answer(200, 'reloaded');
      return;
    }
    const slot = deployment.ports.indexOf(Number(argument));
    const running = deployment.processes[slot];
    if (action !== 'restart' || !running) {
      answer(400, `no unit for ${request.url ?? ''}`);
      return;
    }
    const stillRunning = childrenOf(master);
    oldWorkersAtRestart.push(beforeReload.filter((pid) => stillRunning.includes(pid)));
    running
      .stop()
      .then(() => deployment.start(slot, 'live'))
      .then(
        () => {
          restarted.push(Number(argument));
          answer(200, 'restarted');
        },
        (error: unknown) => answer(500, String(error)),
      );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  const control = `http://127.0.0.1:${port}`;
  const script = `#!/bin/sh
case "$1 $2" in
  "reload nginx") exec curl -fsS -o /dev/null -X POST ${control}/reload ;;
  "restart greatstep-api@"*) exec curl -fsS -o /dev/null -X POST ${control}/restart/\${2#greatstep-api@} ;;
  *) echo "systemctl $*: not faked" >&2; exit 1 ;;
esac
`;
  writeFileSync(path.join(dir, 'systemctl'), script);
  chmodSync(path.join(dir, 'systemctl'), 0o755);
  return {
    path: `${dir}:${process.env.PATH ?? ''}`,
    oldWorkersAtRestart,
    restarted,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
