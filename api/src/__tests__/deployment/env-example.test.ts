import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ENV_EXAMPLE, readEnvFile } from './deployment';

/*
 * deploy/greatstep.env.example is read two ways: by systemd (EnvironmentFile=, the units) and by a shell
 * (`set -a; . /etc/greatstep/greatstep.env; set +a` before keep-bundles.sh and migrate.js, docs/DEPLOY.md). Every variable
 * must come through both, with the same value: a line a shell cannot parse stops it there, and every variable after
 * it is lost.
 */

const run = promisify(execFile);

/** What a shell's environment holds after sourcing the file as DEPLOY.md does, as JSON from a child it starts. */
async function sourcedBy(shell: string, file: string): Promise<Record<string, string>> {
  const script = 'set -a; . "$1"; set +a; exec "$2" -e "process.stdout.write(JSON.stringify(process.env))"';
  const { stdout } = await run(shell, ['-c', script, shell, file, process.execPath], {
    env: { PATH: process.env.PATH },
  });
  return JSON.parse(stdout) as Record<string, string>;
}

describe('deploy/greatstep.env.example', () => {
  const expected = readEnvFile(ENV_EXAMPLE);

  it('sets the variables the processes need', () => {
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'REDIS_URL',
        'MAIL_FROM',
        'DEVICE_COOKIE_SECRET',
        'REMOTE_HEALTH_SECRET',
        'LOG_LEVEL',
      ]),
    );
  });

  // bash, and dash: Debian's /bin/sh, which stops with exit status 2 at a line it cannot parse.
  for (const shell of ['bash', 'dash']) {
    it(`gives every variable, with the value systemd reads, when sourced by ${shell}`, async () => {
      const sourced = await sourcedBy(shell, ENV_EXAMPLE);
      const got = Object.fromEntries(Object.keys(expected).map((name) => [name, sourced[name]]));
      expect(got).toEqual(expected);
    });
  }
});
