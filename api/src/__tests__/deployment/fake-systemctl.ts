import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * `systemctl` for deploy/rolling-restart.sh, on processes of the test's own: first on PATH, so the script runs as
 * written. `systemctl restart greatstep-api@<port>` calls `restart(port)` in the test (which stops that process with
 * SIGTERM and starts it again, as the unit does: its ExecStartPost waits for /api/health) and returns once it has;
 * anything else is refused. The test answers on `address`,
 * which the machine the script runs on must reach (127.0.0.1 for this one, the test's address on a test network).
 */
export interface FakeSystemctl {
  /** PATH with the fake first. */
  path: string;
  /** The ports restarted, in order. */
  restarted: number[];
  close: () => Promise<void>;
}

export async function fakeSystemctl(address: string, restart: (port: number) => Promise<void>): Promise<FakeSystemctl> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-systemctl-'));
  const restarted: number[] = [];
  const server = http.createServer((request, response) => {
    const answer = (status: number, text: string) => response.writeHead(status).end(`${text}\n`);
    const [, action, argument] = (request.url ?? '').split('/');
    const port = Number(argument);
    if (action !== 'restart' || !Number.isInteger(port)) {
      answer(400, `no unit for ${request.url ?? ''}`);
      return;
    }
    restart(port).then(
      () => {
        restarted.push(port);
        answer(200, 'restarted');
      },
      (error: unknown) => answer(500, String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const control = `http://${address}:${(server.address() as AddressInfo).port}`;
  const script = `#!/bin/sh
case "$1 $2" in
  "restart greatstep-api@"*) exec curl -fsS -o /dev/null -X POST ${control}/restart/\${2#greatstep-api@} ;;
  *) echo "systemctl $*: not faked" >&2; exit 1 ;;
esac
`;
  writeFileSync(path.join(dir, 'systemctl'), script);
  chmodSync(path.join(dir, 'systemctl'), 0o755);
  return {
    path: `${dir}:${process.env.PATH ?? ''}`,
    restarted,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
