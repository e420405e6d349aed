import fs from 'node:fs';
import path from 'node:path';
import type { User } from '@greatstep/shared/isomorphic';
import { LOCK_FILE } from '../../db/pglite-lock';
import { paymentVerifiedMail } from '../../mail/templates';
import { createTeam, PASSWORD, signUp, uniqueEmail } from '../../testing/accounts';
import { httpCall } from '../../testing/http-call';
import { liveEnv, scratchDataDir, seedOrganiser } from '../../testing/live-server';
import { admin, organiserCalls } from '../../testing/organisers';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { runTsx, startTsx, type TsxProcess } from '../../testing/tsx-process';
import { tokenOnCommandLineWarning } from '../command-line';

/** The lock's URL once the server listens (PORT=0: the port is the one it got). */
async function listening(lockFile: string, server: TsxProcess): Promise<{ url: string; pid: number }> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server ended while starting: ${server.stderr()}`);
    try {
      const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { url: string | null; pid: number };
      if (lock.url && (await fetch(`${lock.url}/api/health`)).ok) return { url: lock.url, pid: lock.pid };
    } catch {
      // No lock yet, or not answering yet: migrations run before listen.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start: ${server.stderr()}`);
}

/**
 * An organiser's journey: the server up on embedded PGlite as `npm start` runs it, an organiser verifies a payment and
 * exports the registrations from the command line, each a process of its own. Both run from source through tsx
 * (api/src/testing/tsx-process.ts says why), the same code as api/dist.
 */
describe('the command line beside a running server on embedded PGlite', () => {
  let sink: SmtpSink;
  let dataDir: string;
  let server: TsxProcess | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = scratchDataDir('gs-cli-journey-');
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('verifies a payment and exports the registrations through the server, which alone opens the folder', async () => {
    const env = { ...liveEnv(dataDir, sink), LOG_LEVEL: 'warn' };
    const folder = path.join(dataDir, 'db');
    const lockFile = path.join(folder, LOCK_FILE);
    const organiserEmail = uniqueEmail('organiser');
    await seedOrganiser(env, organiserEmail);

    server = startTsx('src/server.ts', [], env);
    const { url, pid } = await listening(lockFile, server);

    const second = await runTsx('src/server.ts', [], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `The embedded database in ${folder} is in use by the server at ${url} (process ${pid}) since`,
    );

    const api = { call: httpCall(url), mailer: sink };
    const student = await signUp(api, { firstName: 'Sita' });
    expect((await organiserCalls(() => api).submitReference(student, '929292929292')).status).toBe(200);
    await createTeam(api, student, 'Mine_CS');

    const login = await runTsx('src/cli/admin.ts', ['login', organiserEmail], {
      ...env,
      ORGANISER_PASSWORD: PASSWORD,
    });
    expect(login).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\S{20,}\n$/) });
    const organiser = { ...env, ORGANISER_TOKEN: login.stdout.trim() };

    const verify = ['verify-payment', student.email, '--reference', '929292929292'];
    expect(await runTsx('src/cli/admin.ts', verify, organiser)).toEqual({
      code: 0,
      stdout: `Payment of ${student.email} marked as verified. ${student.email} has been mailed.\n`,
      stderr: '',
    });
    const { body } = await api.call({
      method: 'GET',
      url: `/api/auth/updateUser/${student.email}`,
      token: student.token,
    });
    expect(body.user as User).toMatchObject({ verified: true, payment: { state: 'verified' } });
    expect(sink.lastTo(student.email)?.subject).toBe(
      paymentVerifiedMail(student.email, { name: 'Sita', reference: '929292929292' }).subject,
    );

    const out = path.join(dataDir, 'registrations.csv');
    expect(await runTsx('src/cli/admin.ts', ['registrations', '--out', out], organiser)).toEqual({
      code: 0,
      stdout: '',
      stderr: `Wrote 1 rows to ${out}\n`,
    });

    // The token piped in (`… | npm run -s admin -- registrations --token-stdin`), out of every other user's `ps`.
    const piped = await runTsx('src/cli/admin.ts', ['registrations', '--token-stdin'], env, `${login.stdout}`);
    expect(piped).toEqual({ code: 0, stdout: fs.readFileSync(out, 'utf8'), stderr: '' });
    expect(await runTsx('src/cli/remote.ts', ['status', '--token-stdin'], env, login.stdout)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('events'),
      stderr: '',
    });
    // On the command line it still works, and the tool says who else could read it.
    const visible = await runTsx('src/cli/admin.ts', ['registrations', '--token', login.stdout.trim()], env);
    expect(visible).toEqual({ ...piped, stderr: tokenOnCommandLineWarning('admin') });

    // Stopped as Ctrl-C or a process manager stops it: the folder is given up, and the tool opens it itself.
    expect(await server.stop()).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(await admin(['registrations'], env)).toEqual({ code: 0, stdout: fs.readFileSync(out, 'utf8'), stderr: '' });
  }, 240_000);
});
