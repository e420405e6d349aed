import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '../../db/pglite-lock';
import { GUESSES_HEADER } from '../../exports/guesses';
import { admin } from '../../testing/organisers';
import { usage } from '../usage';

describe('npm run admin', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-admin-test-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pglite = () => ({ DATA_DIR: dataDir });

  it('prints the usage for help', async () => {
    expect(await admin(['help'], pglite())).toEqual({ code: 0, stdout: usage, stderr: '' });
  });

  it('answers an unknown command with a one-line error and a pointer to help', async () => {
    expect(await admin(['export'], pglite())).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'admin: Unknown command "export". Commands: registrations, users, guesses, verify-payment, reject-payment, ' +
        'unverify-payment, grant-organiser, revoke-organiser, grant-releaser, revoke-releaser, login, help\n' +
        'Run "npm run admin -- help" for the commands.\n',
    });
  });

  it('names the valid keys for an unknown event', async () => {
    const result = await admin(['registrations', '--event', 'Nope'], pglite());
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^admin: Unknown event key "Nope"\. Valid keys: Safety_DA, .*, Mine_A_Thon\n$/);
  });

  it('says in one line, without the password, that the database cannot be reached', async () => {
    const result = await admin(['users'], { DATABASE_URL: 'postgres://root:hunter2@127.0.0.1:1/nothing' });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'admin: Cannot open the PostgreSQL at postgres://root:***@127.0.0.1:1/nothing: connect ECONNREFUSED 127.0.0.1:1\n',
    });
  });

  it('opens the embedded database in DATA_DIR, writes --out files and reports unknown users', async () => {
    const out = path.join(dataDir, 'users.csv');
    const written = await admin(['users', '--out', out], pglite());
    expect(written).toEqual({ code: 0, stdout: '', stderr: `Wrote 0 rows to ${out}\n` });
    expect(fs.readFileSync(out, 'utf8')).toBe(
      'Name,E-mail,Mobile,College,Year,Referral,Payment verified,Created at,Payment state,Payment reference\r\n',
    );

    expect(await admin(['verify-payment', 'ghost@example.com', '--desk'], pglite())).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: No user with the e-mail ghost@example.com\n',
    });
    // Two starts of embedded PostgreSQL with its migrations, on a machine shared with other tests.
  }, 60_000);

  it('opens the database itself when the server named by the lock has ended, and releases it after', async () => {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    const lockFile = path.join(dataDir, 'db', LOCK_FILE);
    fs.mkdirSync(path.dirname(lockFile), { recursive: true });
    const stale = { pid, holder: 'server', url: 'http://127.0.0.1:1', startedAt: '2025-03-01T10:00:00.000Z' };
    fs.writeFileSync(lockFile, JSON.stringify(stale));
    expect(await admin(['guesses'], pglite())).toEqual({
      code: 0,
      stdout: `${GUESSES_HEADER.join(',')}\r\n`,
      stderr: '',
    });
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('is refused while a server that is still starting has the database open', async () => {
    const lockFile = path.join(dataDir, 'db', LOCK_FILE);
    // The process that started this one is alive, and is not this one.
    const starting = { pid: process.ppid, holder: 'server', url: null, startedAt: '2025-03-01T10:00:00.000Z' };
    fs.writeFileSync(lockFile, JSON.stringify(starting));
    try {
      expect(await admin(['users'], pglite())).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `admin: The embedded database in ${path.join(dataDir, 'db')} is in use by a server that is still ` +
          `starting (process ${process.ppid}) since 2025-03-01T10:00:00.000Z, and PGlite allows one process at a ` +
          'time: stop that one first, or use PostgreSQL (DATABASE_URL), which processes share safely. If process ' +
          `${process.ppid} is not GreatStep's, delete ${lockFile}.\n`,
      });
    } finally {
      fs.rmSync(lockFile, { force: true });
    }
  });

  it('says that login is for a running server, and needless without one', async () => {
    expect(await admin(['login', 'a@example.com'], pglite())).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `admin: login signs in to the server that has the embedded database in ${path.join(dataDir, 'db')} ` +
        'open, and none has: while the server is stopped, every command opens the database itself, no token ' +
        "needed (or name another server with --server <the site's address>).\n",
    });
    expect(await admin(['login', 'a@example.com'], { DATABASE_URL: 'postgres://root@127.0.0.1:1/nothing' })).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "admin: login signs in to a running server: name it with --server <the site's address>. With PostgreSQL " +
        '(DATABASE_URL) every command opens the database itself, no token needed.\n',
    });
  });
});
