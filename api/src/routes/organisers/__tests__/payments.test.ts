import {
  messages,
  paymentMessages,
  REJECTION_REASON_MAX,
  type AuditRecord,
  type User,
} from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { signUp, type Account } from '../../../testing/accounts';
import { makeOrganiser, organiserCalls } from '../../../testing/organisers';
import { drivers, PUBLIC_URL } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

let counter = 0;
const upiId = () => `77${String(Date.now() % 1e4).padStart(4, '0')}${String((counter += 1)).padStart(6, '0')}`;

describe.each(drivers)('organisers’ payment decisions on %s', (driver) => {
  const t = useTestApp(driver);
  const { submitReference, verify, reject, get } = organiserCalls(() => t);

  let organiser: Account;
  beforeAll(async () => {
    organiser = await signUp(t, { firstName: 'Olu', lastName: 'Organiser' });
    await makeOrganiser(t, organiser);
  });

  const profile = async (who: Account) =>
    (await t.call({ method: 'GET', url: `/api/auth/updateUser/${who.email}`, token: who.token })).body.user as User;
  /** The payment mails to the account (its sign-up code came before). */
  const mailsTo = (who: Account) =>
    t.mailer.sent.filter((mail) => mail.to === who.email && /payment/.test(mail.subject));
  const auditOf = async (who: Account) =>
    ((await get(organiser, '/api/organisers/audit?pageSize=100')).body.records as AuditRecord[]).filter(
      (record) => record.targetId === who.user._id,
    );

  async function pendingStudent(): Promise<{ student: Account; reference: string }> {
    const student = await signUp(t, { firstName: 'Sita' });
    const reference = upiId();
    expect((await submitReference(student, reference)).status).toBe(200);
    return { student, reference };
  }

  it('verifies a pending payment, mails the student at once and records who did it', async () => {
    const { student, reference } = await pendingStudent();
    const answer = await verify(organiser, student.user._id, reference);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: apiMessages.paymentVerified,
        mailed: true,
        account: { _id: student.user._id, email: student.email, payment: { state: 'verified', reference } },
      },
    });
    expect(await profile(student)).toMatchObject({ verified: true, payment: { state: 'verified', reference } });

    expect(mailsTo(student)).toHaveLength(1);
    expect(mailsTo(student)[0]).toMatchObject({ subject: 'Your GreatStep payment is verified' });
    expect(mailsTo(student)[0]?.text).toContain(`Hello Sita,`);
    expect(mailsTo(student)[0]?.text).toContain(reference);

    expect(await auditOf(student)).toEqual([
      {
        _id: expect.any(String),
        at: expect.any(String),
        actor: organiser.email,
        actorId: organiser.user._id,
        action: 'payment.verify',
        targetId: student.user._id,
        target: student.email,
        before: { state: 'pending', reference, rejectionReason: null },
        after: { state: 'verified', reference, rejectionReason: null },
      },
    ]);
  });

  it('rejects with the reason, mails it with what to do next, and lets the student try again', async () => {
    const { student, reference } = await pendingStudent();
    const reason = 'We found no payment with this id.\nPlease check the SMS of your bank.';
    expect(await reject(organiser, student.user._id, `  ${reason}  `, reference)).toMatchObject({
      status: 200,
      body: {
        message: apiMessages.paymentRejected,
        mailed: true,
        account: { payment: { state: 'rejected', reference, rejectionReason: reason } },
      },
    });
    const [mail] = mailsTo(student);
    expect(mail?.subject).toBe('Your GreatStep payment could not be verified');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`${PUBLIC_URL}/payment`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/payment"`);
    expect(await auditOf(student)).toEqual([
      expect.objectContaining({
        action: 'payment.reject',
        before: { state: 'pending', reference, rejectionReason: null },
        after: { state: 'rejected', reference, rejectionReason: reason },
      }),
    ]);

    // Nothing more to decide until a new reference comes.
    expect(await verify(organiser, student.user._id, reference)).toMatchObject({
      status: 409,
      body: { success: false, message: apiMessages.paymentAlreadyRejected },
    });
    expect(await reject(organiser, student.user._id, 'Again', reference)).toMatchObject({ status: 409 });
    const next = upiId();
    expect((await submitReference(student, next)).status).toBe(200);
    expect((await verify(organiser, student.user._id, next)).body).toMatchObject({
      account: { payment: { state: 'verified', reference: next, rejectionReason: null } },
    });
    expect(mailsTo(student)).toHaveLength(2);
  });

  it('verifies a fee paid at the desk (no reference), but rejects only a reference', async () => {
    const student = await signUp(t);
    expect(await reject(organiser, student.user._id, 'Nothing to see', null)).toMatchObject({
      status: 409,
      body: { message: apiMessages.paymentNothingToReject },
    });
    expect(await verify(organiser, student.user._id, null)).toMatchObject({
      status: 200,
      body: { account: { payment: { state: 'verified', reference: null } } },
    });
    expect(mailsTo(student)[0]?.text).toContain('We have verified your participation fee.');
    expect(await verify(organiser, student.user._id, null)).toMatchObject({
      status: 409,
      body: { success: false, message: apiMessages.paymentAlreadyVerified },
    });
    expect(await reject(organiser, student.user._id, 'Too late', null)).toMatchObject({
      status: 409,
      body: { message: apiMessages.paymentAlreadyVerified },
    });
    expect(mailsTo(student)).toHaveLength(1);
    expect(await auditOf(student)).toHaveLength(1);
  });

  it('needs a reason of at most the limit, and answers 404 for no such account', async () => {
    const { student, reference } = await pendingStudent();
    for (const reason of ['', '   ', undefined]) {
      expect(await reject(organiser, student.user._id, reason, reference)).toMatchObject({
        status: 400,
        body: { success: false, message: paymentMessages.reasonRequired },
      });
    }
    expect(await reject(organiser, student.user._id, 'x'.repeat(REJECTION_REASON_MAX + 1), reference)).toMatchObject({
      status: 400,
      body: { message: paymentMessages.reasonTooLong },
    });
    expect(await reject(organiser, student.user._id, 'a\u202eb', reference)).toMatchObject({
      status: 400,
      body: { message: messages.unsafeCharacters },
    });
    expect(await verify(organiser, 'not-an-id', reference)).toMatchObject({
      status: 400,
      body: { message: messages.invalidId },
    });
    expect(await verify(organiser, '0b7e2f0c-8a61-4c35-b1d4-7e9f3a2c5d10', reference)).toMatchObject({
      status: 404,
      body: { success: false, message: apiMessages.accountNotFound },
    });
    expect((await profile(student)).payment?.state).toBe('pending');
    expect(await auditOf(student)).toEqual([]);
  });

  it('refuses a decision on a reference the student has changed since the organiser looked (409)', async () => {
    // X enters R1, the organiser lists R1, X changes to R2, the organiser verifies what they saw: R1.
    const { student: x, reference: r1 } = await pendingStudent();
    const listed = (await get(organiser, `/api/organisers/registrations?q=${x.email}`)).body.registrations as Array<{
      payment: { reference: string | null };
    }>;
    expect(listed[0]?.payment.reference).toBe(r1);
    const r2 = upiId();
    expect((await submitReference(x, r2)).status).toBe(200);

    for (const decide of [
      () => verify(organiser, x.user._id, r1),
      () => reject(organiser, x.user._id, 'Not in our statement', r1),
      () => verify(organiser, x.user._id, null),
    ]) {
      expect(await decide()).toMatchObject({
        status: 409,
        body: { success: false, message: paymentMessages.referenceChanged },
      });
    }
    expect(await profile(x)).toMatchObject({ payment: { state: 'pending', reference: r2 } });
    expect(await auditOf(x)).toEqual([]);
    expect(mailsTo(x)).toHaveLength(0);
    // R1 stays free for whoever really paid it, and R2 is decided once someone looks at it.
    const y = await signUp(t);
    expect((await submitReference(y, r1)).status).toBe(200);
    expect(await verify(organiser, x.user._id, r2)).toMatchObject({
      status: 200,
      body: { account: { payment: { state: 'verified', reference: r2 } } },
    });
  });

  it('refuses a desk verify once the student has entered a reference, and takes another spelling of it', async () => {
    const desk = await signUp(t);
    expect((await submitReference(desk, 'GSRC-PT-0099')).status).toBe(200);
    expect(await verify(organiser, desk.user._id, null)).toMatchObject({
      status: 409,
      body: { message: paymentMessages.referenceChanged },
    });
    // The same reference, in the spelling of the payment provider's statement.
    expect(await verify(organiser, desk.user._id, 'gsrcpt0099')).toMatchObject({
      status: 200,
      body: { account: { payment: { state: 'verified', reference: 'GSRC-PT-0099' } } },
    });
  });

  it('needs the reference decided on: 400 without it, before anything changes', async () => {
    const { student, reference } = await pendingStudent();
    const url = `/api/organisers/payments/${student.user._id}`;
    for (const call of [
      { url: `${url}/verify` },
      { url: `${url}/verify`, payload: {} },
      { url: `${url}/verify`, payload: { reference: 42 } },
      { url: `${url}/verify`, payload: { reference: 'a\u0000b' } },
      { url: `${url}/reject`, payload: { reason: 'Not found' } },
    ]) {
      const answer = await t.call({ method: 'POST', token: organiser.token, ...call });
      expect({ call, status: answer.status, success: answer.body.success }).toEqual({
        call,
        status: 400,
        success: false,
      });
    }
    expect((await t.call({ method: 'POST', url: `${url}/verify`, token: organiser.token, payload: {} })).body).toEqual({
      success: false,
      message: paymentMessages.decidedReference,
    });
    expect(await profile(student)).toMatchObject({ payment: { state: 'pending', reference } });
  });

  it('never decides on a reference entered while the decision is made', async () => {
    // The race of the first test, at once: each round a new reference and a verify of the old one are sent together.
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async (_unused, index) => {
        const { student, reference: r1 } = await pendingStudent();
        const r2 = upiId();
        const calls = [() => submitReference(student, r2), () => verify(organiser, student.user._id, r1)];
        if (index % 2 === 1) calls.reverse();
        const [first, second] = await Promise.all(calls.map((call) => call()));
        const [changed, verified] = index % 2 === 1 ? [second!, first!] : [first!, second!];
        const after = (await profile(student)).payment;
        const kept = { [r1]: 'R1', [r2]: 'R2' }[after?.reference ?? ''] ?? after?.reference;
        return { changed: changed.status, verified: verified.status, state: after?.state, kept };
      }),
    );
    for (const round of rounds) {
      // Either the verify came first (R1 verified, the change refused) or the change did (R2 pending, verify refused).
      expect([
        { changed: 409, verified: 200, state: 'verified', kept: 'R1' },
        { changed: 200, verified: 409, state: 'pending', kept: 'R2' },
      ]).toContainEqual(round);
    }
  });

  it('leaves one outcome, one record and one mail when a verify and a reject race on one payment', async () => {
    const racers = await Promise.all([pendingStudent(), pendingStudent(), pendingStudent()]);
    const second = await signUp(t);
    await makeOrganiser(t, second);
    await Promise.all(
      racers.map(async ({ student, reference }, index) => {
        // Each pair sent at once, the verify first for some, the reject first for others, by two organisers.
        const calls = [
          () => verify(organiser, student.user._id, reference),
          () => reject(second, student.user._id, 'Amount does not match', reference),
        ];
        if (index % 2 === 1) calls.reverse();
        const answers = await Promise.all(calls.map((call) => call()));
        const won = answers.filter((answer) => answer.status === 200);
        const lost = answers.filter((answer) => answer.status === 409);
        expect({ won: won.length, lost: lost.length }).toEqual({ won: 1, lost: 1 });
        const winner = won[0]?.body.account as { payment: { state: string } };
        expect(lost[0]?.body.message).toBe(
          winner.payment.state === 'verified' ? apiMessages.paymentAlreadyVerified : apiMessages.paymentAlreadyRejected,
        );
        expect((await profile(student)).payment?.state).toBe(winner.payment.state);
        expect(await auditOf(student)).toEqual([
          expect.objectContaining({ after: expect.objectContaining({ state: winner.payment.state }) }),
        ]);
        expect(mailsTo(student)).toHaveLength(1);
      }),
    );
  });
});
