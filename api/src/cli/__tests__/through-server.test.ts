import fs from 'node:fs';
import path from 'node:path';
import { paymentMessages, type AuditRecord, type User } from '@greatstep/shared/isomorphic';
import { LOCK_FILE } from '../../db/pglite-lock';
import { apiMessages } from '../../lib/api-messages';
import { paymentRejectedMail, paymentVerifiedMail } from '../../mail/templates';
import { SESSION_DAYS } from '../../services/sessions-service';
import { createTeam, PASSWORD, signUp, uniqueEmail, type Account } from '../../testing/accounts';
import { startOrganiserSite, type LiveServer, type OrganiserSite } from '../../testing/live-server';
import { admin, organiserCalls } from '../../testing/organisers';
import { tokenOnCommandLineWarning } from '../command-line';
import type { SmtpSink } from '../../testing/smtp-sink';
import { PUBLIC_URL } from '../../testing/test-app';

describe('npm run admin while the server runs on embedded PGlite', () => {
  let sink: SmtpSink;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: LiveServer;
  const organiserEmail = uniqueEmail('organiser');
  let token = '';

  let site: OrganiserSite | undefined;

  beforeAll(async () => {
    site = await startOrganiserSite('gs-through-server-', organiserEmail);
    ({ sink, dataDir, env, server, token } = site);
  });
  afterAll(async () => {
    await site?.close();
  });

  const { submitReference } = organiserCalls(() => server);
  const folder = () => path.join(dataDir, 'db');
  const asOrganiser = () => ({ ...env, ORGANISER_TOKEN: token });
  const profile = async (who: Account) =>
    (await server.call({ method: 'GET', url: `/api/auth/updateUser/${who.email}`, token: who.token })).body
      .user as User;
  const studentWithReference = async (reference: string) => {
    const student = await signUp(server, { firstName: 'Sita' });
    expect((await submitReference(student, reference)).status).toBe(200);
    return student;
  };

  it('holds the folder while it runs, its lock naming the process and where it answers', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(folder(), LOCK_FILE), 'utf8')) as unknown;
    expect(lock).toEqual({ pid: process.pid, holder: 'server', url: server.url, startedAt: expect.any(String) });
  });

  it('signs an organiser in and prints the token alone, which the organisers’ calls then take', async () => {
    const run = await admin(['login', organiserEmail.toUpperCase()], { ...env, ORGANISER_PASSWORD: PASSWORD });
    expect(run).toEqual({
      code: 0,
      stdout: expect.stringMatching(/^\S{20,}\n$/),
      stderr:
        `Signed in to ${server.url} as ${organiserEmail} for ${SESSION_DAYS} days: give the token above in ` +
        'ORGANISER_TOKEN or on standard input with --token-stdin (not as --token, which every user of the machine ' +
        'can see).\n',
    });
    const printed = run.stdout.trim();
    expect((await server.call({ method: 'GET', url: '/api/organisers/summary', token: printed })).status).toBe(200);
  });

  it('asks for the password when ORGANISER_PASSWORD is unset, and refuses a wrong one or a student', async () => {
    const prompts: string[] = [];
    const typed = await admin(['login', organiserEmail], env, {
      readPassword: async (prompt) => {
        prompts.push(prompt);
        return PASSWORD;
      },
    });
    expect(typed.code).toBe(0);
    expect(prompts).toEqual([`Password of ${organiserEmail}: `]);

    expect(await admin(['login', organiserEmail], { ...env, ORGANISER_PASSWORD: 'Wrong123' })).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${apiMessages.invalidLogin}\n`,
    });
    const student = await signUp(server);
    expect(await admin(['login', student.email], { ...env, ORGANISER_PASSWORD: PASSWORD })).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${apiMessages.rolesOnly}\n`,
    });
  });

  it('says how to get a token when none is given, or when the server refuses it', async () => {
    const how = 'sign in with "npm run -s admin -- login <your e-mail>"';
    expect(await admin(['users'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `admin: The server at ${server.url} (process ${process.pid}), which has the embedded database in ` +
        `${folder()} open, so this command goes through it in your name: ${how} and give the token it prints in ` +
        'ORGANISER_TOKEN or on standard input with --token-stdin.\n',
    });
    expect(await admin(['users'], { ...env, ORGANISER_TOKEN: 'not-a-session' })).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'admin: Please sign in to continue: the server refused the token (expired, signed out or mistyped); get ' +
        'a new one with "npm run -s admin -- login <your e-mail>".\n',
    });
  });

  it('reads the token from ORGANISER_TOKEN or standard input, and warns that --token shows it to other users', async () => {
    const users = await admin(['users'], asOrganiser());
    expect(users).toMatchObject({ code: 0, stderr: '', stdout: expect.stringMatching(/^Name,E-mail,/) });

    const fromStdin = await admin(['users', '--token-stdin'], env, { readToken: async () => `${token}\n` });
    expect(fromStdin).toEqual(users);

    const onCommandLine = await admin(['users', '--token', token], env);
    expect(onCommandLine).toEqual({ ...users, stderr: tokenOnCommandLineWarning('admin') });
    expect(onCommandLine.stderr).toMatch(/--token shows the token to every user of this machine \(ps\)/);

    expect(await admin(['users', '--token-stdin'], env, { readToken: async () => '\n' })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: --token-stdin: standard input held no token (give the one login printed)\n',
    });
  });

  it('verifies a payment by e-mail through the server, which then answers it verified and mails the student', async () => {
    const student = await studentWithReference('717171717171');
    expect(
      await admin(['verify-payment', ` ${student.email.toUpperCase()} `, '--reference', '717171717171'], asOrganiser()),
    ).toEqual({
      code: 0,
      stdout: `Payment of ${student.email} marked as verified. ${student.email} has been mailed.\n`,
      stderr: '',
    });
    expect(await profile(student)).toMatchObject({ verified: true, payment: { state: 'verified' } });

    const mail = sink.lastTo(student.email);
    const expected = paymentVerifiedMail(student.email, { name: 'Sita', reference: '717171717171' });
    expect(mail).toMatchObject({ to: student.email, subject: expected.subject });
    expect(mail?.text.trimEnd()).toBe(expected.text.trimEnd());

    // Recorded as done by the organiser whose token it was, as from the organisers' pages.
    const audit = await server.call({ method: 'GET', url: '/api/organisers/audit', token });
    expect((audit.body.records as AuditRecord[])[0]).toMatchObject({
      actor: organiserEmail,
      action: 'payment.verify',
      target: student.email,
    });

    expect(await admin(['verify-payment', student.email, '--reference', '717171717171'], asOrganiser())).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${apiMessages.paymentAlreadyVerified}\n`,
    });
    expect(await admin(['verify-payment', 'ghost@example.com', '--desk'], asOrganiser())).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: No user with the e-mail ghost@example.com\n',
    });
  });

  it('rejects with the reason, given with --token, and mails the reason and the payment page', async () => {
    const student = await studentWithReference('RCPT-LIVE-0001');
    const reason = 'Receipt not found\nin our statement';
    const argv = ['reject-payment', student.email, '--reason', reason, '--reference', 'RCPT-LIVE-0001'];
    expect(await admin([...argv, '--token', token], env)).toEqual({
      code: 0,
      stdout: `Payment of ${student.email} marked as rejected. ${student.email} has been mailed.\n`,
      stderr: tokenOnCommandLineWarning('admin'),
    });
    expect(await profile(student)).toMatchObject({ payment: { state: 'rejected', rejectionReason: reason } });
    const expected = paymentRejectedMail(student.email, {
      name: 'Sita',
      reference: 'RCPT-LIVE-0001',
      reason,
      paymentLink: `${PUBLIC_URL}/payment`,
    });
    const mail = sink.lastTo(student.email);
    expect(mail).toMatchObject({ to: student.email, subject: expected.subject });
    expect(mail?.text.trimEnd()).toBe(expected.text.trimEnd());
  });

  it('sends the reference checked, and says when the student changed it since', async () => {
    const student = await studentWithReference('RCPT-LIVE-0300');
    expect((await submitReference(student, 'RCPT-LIVE-0301')).status).toBe(200);
    expect(await admin(['verify-payment', student.email, '--reference', 'RCPT-LIVE-0300'], asOrganiser())).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${paymentMessages.referenceChanged}\n`,
    });
    expect(await profile(student)).toMatchObject({ payment: { state: 'pending', reference: 'RCPT-LIVE-0301' } });
    expect(
      await admin(['verify-payment', student.email, '--reference', 'RCPT-LIVE-0301'], asOrganiser()),
    ).toMatchObject({ code: 0 });
  });

  it.each([550, 421] as const)(
    'keeps the decision when the mail server refuses the mail (%i), and says it was not mailed',
    async (code) => {
      const viaCli = await studentWithReference(`RCPT-CLI-${code}`);
      const viaCall = await studentWithReference(`RCPT-REFUSED-${code}`);
      const mailsBefore = sink.messages.length;
      sink.answer({ kind: 'refuse', code });
      try {
        expect(await admin(['verify-payment', viaCli.email, '--reference', `RCPT-CLI-${code}`], asOrganiser())).toEqual(
          {
            code: 0,
            stdout:
              `Payment of ${viaCli.email} marked as verified. ` +
              `The mail to ${viaCli.email} could not be sent (the server's log says why).\n`,
            stderr: '',
          },
        );
        expect(await profile(viaCli)).toMatchObject({ verified: true, payment: { state: 'verified' } });

        const rejected = await server.call({
          method: 'POST',
          url: `/api/organisers/payments/${viaCall.user._id}/reject`,
          token,
          payload: { reason: 'Wrong amount', reference: `RCPT-REFUSED-${code}` },
        });
        expect(rejected.status).toBe(200);
        expect(rejected.body).toMatchObject({
          success: true,
          message: apiMessages.decisionNotMailed,
          mailed: false,
          account: { email: viaCall.email, payment: { state: 'rejected', rejectionReason: 'Wrong amount' } },
        });
        expect(sink.messages).toHaveLength(mailsBefore);
      } finally {
        sink.answer({ kind: 'accept' });
      }
    },
  );

  it('goes through the site --server names, as the person whose token it is, and refuses it the roles', async () => {
    const named = { ...env, DATA_DIR: path.join(dataDir, 'elsewhere') };
    const login = await admin(['login', organiserEmail, '--server', `${server.url}/`], {
      ...named,
      ORGANISER_PASSWORD: PASSWORD,
    });
    expect(login).toMatchObject({ code: 0, stderr: expect.stringContaining(`Signed in to ${server.url} as`) });
    const users = await admin(['users', '--server', server.url], { ...named, ORGANISER_TOKEN: login.stdout.trim() });
    expect(users).toMatchObject({ code: 0, stdout: expect.stringContaining(organiserEmail) });
    expect(await admin(['users', '--server', server.url], named)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `This command goes through the server at ${server.url} in your name: sign in with ` +
          `"npm run -s admin -- login <your e-mail> --server ${server.url}"`,
      ),
    });
    const student = await signUp(server);
    expect(await admin(['grant-organiser', student.email, '--server', server.url], named)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        "admin: grant-organiser is no call of the API, so --server cannot take it: run it on the server's " +
        "machine, as the user that runs the server (or with the site's DATABASE_URL).\n",
    });
  });

  // Last: it stops the server.
  it('exports through the server exactly what the direct mode writes once the server has stopped', async () => {
    const leader = await signUp(server, { firstName: 'Ravi, Jr.', lastName: '=Das' });
    await createTeam(server, leader, 'Mine_CS');
    await createTeam(server, leader, 'Mine_Shot');
    const commands = [['registrations'], ['registrations', '--event', 'Mine_CS'], ['users'], ['guesses']];
    const throughServer: string[] = [];
    for (const argv of commands) {
      const run = await admin(argv, asOrganiser());
      expect(run).toMatchObject({ code: 0, stderr: '' });
      throughServer.push(run.stdout);
    }
    expect(throughServer[0]).toContain('Ravi, Jr.');
    const out = path.join(dataDir, 'registrations.csv');
    expect(await admin(['registrations', '--out', out], asOrganiser())).toEqual({
      code: 0,
      stdout: '',
      stderr: `Wrote 2 rows to ${out}\n`,
    });

    await server.close();
    expect(fs.existsSync(path.join(folder(), LOCK_FILE))).toBe(false);
    for (const [index, argv] of commands.entries()) {
      // No token: with the server stopped the command opens the database itself.
      expect(await admin(argv, env)).toEqual({ code: 0, stdout: throughServer[index], stderr: '' });
    }
    expect(fs.readFileSync(out, 'utf8')).toBe(throughServer[0]);
  });
});
