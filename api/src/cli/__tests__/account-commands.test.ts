import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paymentMessages, type AuditRecord, type User } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { paymentVerifiedMail } from '../../mail/templates';
import { signUp, type Account } from '../../testing/accounts';
import { adminOn, organiserCalls } from '../../testing/organisers';
import { drivers, PUBLIC_URL } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

/** The .eml files the outbox mailer wrote (no SMTP_URL), each as text. */
const outbox = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8')) : [];
};

describe.each(drivers)('npm run admin on accounts, on %s', (driver) => {
  const t = useTestApp(driver);
  const { submitReference, get } = organiserCalls(() => t);

  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-admin-accounts-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const admin = (...argv: string[]) => adminOn(t, argv, { dataDir });
  const profile = async (who: Account) =>
    (await t.call({ method: 'GET', url: `/api/auth/updateUser/${who.email}`, token: who.token })).body.user as User;
  const auditOf = async (reader: Account, who: Account) =>
    ((await get(reader, '/api/organisers/audit?pageSize=100')).body.records as AuditRecord[]).filter(
      (record) => record.target === who.email,
    );

  it('grants and revokes the organiser role, which the API then honours, and records both', async () => {
    const someone = await signUp(t);
    expect((await get(someone, '/api/organisers/summary')).status).toBe(403);

    expect(await admin('grant-organiser', ` ${someone.email.toUpperCase()} `)).toEqual({
      code: 0,
      stdout: `${someone.email} is now an organiser.\n`,
      stderr: '',
    });
    expect((await get(someone, '/api/organisers/summary')).status).toBe(200);
    expect(await admin('grant-organiser', someone.email)).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin: ${apiMessages.alreadyOrganiser}\n`,
    });

    const reader = await signUp(t);
    await admin('grant-organiser', reader.email);
    expect(await admin('revoke-organiser', someone.email)).toMatchObject({
      code: 0,
      stdout: `${someone.email} is no longer an organiser.\n`,
    });
    expect((await get(someone, '/api/organisers/summary')).status).toBe(403);
    expect(await admin('revoke-organiser', someone.email)).toMatchObject({
      code: 1,
      stderr: `admin: ${apiMessages.notOrganiser}\n`,
    });
    expect(
      (await auditOf(reader, someone)).map(({ actor, actorId, action, before, after }) => ({
        actor,
        actorId,
        action,
        before,
        after,
      })),
    ).toEqual([
      {
        actor: 'npm run admin',
        actorId: null,
        action: 'role.revoke',
        before: { role: 'organiser' },
        after: { role: 'student' },
      },
      {
        actor: 'npm run admin',
        actorId: null,
        action: 'role.grant',
        before: { role: 'student' },
        after: { role: 'organiser' },
      },
    ]);
  });

  it('verifies a payment and mails the student, as the organisers’ call does, to the server’s outbox', async () => {
    const student = await signUp(t, { firstName: 'Sita' });
    await submitReference(student, '404040404040');
    const run = await admin('verify-payment', student.email, '--reference', '404040404040');
    expect(run).toMatchObject({
      code: 0,
      stdout: `Payment of ${student.email} marked as verified. ${student.email} has been mailed.\n`,
    });
    // The outbox mailer's one log line per mail, as the server logs it.
    expect(run.stderr).toContain(`mail to ${student.email} "Your GreatStep payment is verified" written to`);
    const [eml, ...more] = outbox(dataDir);
    expect(more).toEqual([]);
    expect(eml).toMatch(new RegExp(`^To: ${student.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(eml).toMatch(/^Subject: Your GreatStep payment is verified$/m);
    expect(eml).toContain('404040404040');
    expect(await profile(student)).toMatchObject({ verified: true, payment: { state: 'verified' } });

    expect(await admin('verify-payment', student.email, '--reference', '404040404040')).toMatchObject({
      code: 1,
      stderr: `admin: ${apiMessages.paymentAlreadyVerified}\n`,
    });
    expect(outbox(dataDir)).toHaveLength(1);
  });

  it('sends the very mail of the service, the one the organisers’ call sends', async () => {
    const student = await signUp(t, { firstName: 'Lata' });
    await submitReference(student, '515151515151');
    const mailer = createMemoryMailer();
    expect((await adminOn(t, ['verify-payment', student.email, '--reference', '515151515151'], { mailer })).code).toBe(
      0,
    );
    expect(mailer.sent).toEqual([paymentVerifiedMail(student.email, { name: 'Lata', reference: '515151515151' })]);
  });

  it('rejects with a reason, mails it with the payment page, and undoes a verify without mail', async () => {
    const student = await signUp(t);
    await submitReference(student, 'RCPT-CLI-0001');
    expect(
      await admin('reject-payment', student.email, '--reason', 'Receipt not found', '--reference', 'RCPT-CLI-0001'),
    ).toMatchObject({
      code: 0,
      stdout: `Payment of ${student.email} marked as rejected. ${student.email} has been mailed.\n`,
    });
    const [eml] = outbox(dataDir);
    expect(eml).toMatch(/^Subject: Your GreatStep payment could not be verified$/m);
    expect(eml).toContain('Receipt not found');
    expect(eml).toContain(`${PUBLIC_URL}/payment`);
    expect(await profile(student)).toMatchObject({
      payment: { state: 'rejected', rejectionReason: 'Receipt not found' },
    });

    await submitReference(student, 'RCPT-CLI-0002');
    await admin('verify-payment', student.email, '--reference', 'RCPT-CLI-0002');
    expect(await admin('unverify-payment', student.email)).toMatchObject({
      code: 0,
      stdout: `Payment of ${student.email} marked as not verified (now pending).\n`,
    });
    expect(outbox(dataDir)).toHaveLength(2);
    expect(await profile(student)).toMatchObject({
      verified: false,
      payment: { state: 'pending', reference: 'RCPT-CLI-0002' },
    });
  });

  it('refuses to decide on a reference the student changed since the organiser checked it', async () => {
    const student = await signUp(t);
    await submitReference(student, 'RCPT-CLI-0100');
    await submitReference(student, 'RCPT-CLI-0200');
    for (const argv of [
      ['verify-payment', student.email, '--reference', 'RCPT-CLI-0100'],
      ['verify-payment', student.email, '--desk'],
      ['reject-payment', student.email, '--reason', 'Not found', '--reference', 'RCPT-CLI-0100'],
    ]) {
      expect(await admin(...argv)).toEqual({
        code: 1,
        stdout: '',
        stderr: `admin: ${paymentMessages.referenceChanged}\n`,
      });
    }
    expect(outbox(dataDir)).toEqual([]);
    expect(await profile(student)).toMatchObject({ payment: { state: 'pending', reference: 'RCPT-CLI-0200' } });
    // The reference as the statement spells it is the same one.
    expect((await admin('verify-payment', student.email, '--reference', 'rcpt_cli_0200')).code).toBe(0);
    // A fee paid at the desk has no reference.
    const desk = await signUp(t);
    expect((await admin('verify-payment', desk.email, '--desk')).code).toBe(0);
    expect(await profile(desk)).toMatchObject({ payment: { state: 'verified', reference: null } });
  });

  it('keeps the decision when the mail fails, and says so', async () => {
    const student = await signUp(t);
    await submitReference(student, '626262626262');
    const failing = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    expect(
      await adminOn(t, ['verify-payment', student.email, '--reference', '626262626262'], { mailer: failing }),
    ).toEqual({
      code: 0,
      stdout:
        `Payment of ${student.email} marked as verified. ` +
        `The mail to ${student.email} could not be sent (see the line above).\n`,
      stderr: 'admin: payment mail failed: connect ECONNREFUSED 127.0.0.1:25\n',
    });
    expect(await profile(student)).toMatchObject({ payment: { state: 'verified' } });
  });

  it('says in one line what is wrong with the account or the command', async () => {
    expect(await admin('verify-payment', 'ghost@example.com', '--desk')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: No user with the e-mail ghost@example.com\n',
    });
    expect(await admin('grant-organiser', 'not-an-email')).toMatchObject({
      code: 1,
      stderr: 'admin: Not a valid e-mail address: "not-an-email"\n',
    });
    expect(await admin('reject-payment', 'a@example.com')).toMatchObject({
      code: 2,
      stderr: `admin: reject-payment: ${paymentMessages.reasonRequired}\nRun "npm run admin -- help" for the commands.\n`,
    });
    const student = await signUp(t);
    expect(
      await admin('reject-payment', student.email, '--reason', 'No reference yet', '--reference', 'RCPT-NONE-01'),
    ).toMatchObject({
      code: 1,
      stderr: `admin: ${apiMessages.paymentNothingToReject}\n`,
    });
    expect(outbox(dataDir)).toEqual([]);
  });
});
