import { messages, paymentMessages, PAYMENT_STATES, type User } from '@greatstep/shared/isomorphic';
import { paymentState } from '../../../db/schema';
import { apiMessages } from '../../../lib/api-messages';
import { PAYMENT_REFERENCES_PER_USER } from '../../../plugins/external/rate-limit-rules';
import { signUp, type Account } from '../../../testing/accounts';
import { makeOrganiser, organiserCalls } from '../../../testing/organisers';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

let counter = 0;
/** A UPI transaction id no other test of the file uses. */
const upiId = () => `${Date.now() % 1e6}`.padStart(6, '0') + String((counter += 1)).padStart(6, '0');

describe.each(drivers)('the payment reference on %s', (driver) => {
  const t = useTestApp(driver);
  const { submitReference, verify, reject } = organiserCalls(() => t);

  const profile = async (who: Account) =>
    (await t.call({ method: 'GET', url: `/api/auth/updateUser/${who.email}`, token: who.token })).body.user as User;

  let organiser: Account;
  beforeAll(async () => {
    organiser = await signUp(t);
    await makeOrganiser(t, organiser);
  });

  it('keeps the database states and the library states the same', () => {
    expect(paymentState.enumValues).toEqual([...PAYMENT_STATES]);
  });

  it('starts unpaid, and shows the state, the reference and the legacy flag in the profile', async () => {
    const student = await signUp(t);
    expect(student.user).toMatchObject({
      verified: false,
      payment: { state: 'unpaid', reference: null, rejectionReason: null },
      organiser: false,
    });
    const reference = upiId();
    expect(await submitReference(student, ` ${reference.slice(0, 4)} ${reference.slice(4)} `)).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: paymentMessages.referenceSaved,
        user: { _id: student.user._id, verified: false, payment: { state: 'pending', reference } },
      },
    });
    expect(await profile(student)).toMatchObject({ verified: false, payment: { state: 'pending', reference } });
  });

  it('lets the student correct the reference while it is pending, and refuses any change once verified', async () => {
    const student = await signUp(t);
    await submitReference(student, upiId());
    expect(await submitReference(student, 'RCPT-2025-0042')).toMatchObject({
      status: 200,
      body: { user: { payment: { state: 'pending', reference: 'RCPT-2025-0042' } } },
    });
    expect((await verify(organiser, student.user._id, 'RCPT-2025-0042')).status).toBe(200);
    expect(await profile(student)).toMatchObject({ verified: true, payment: { state: 'verified' } });

    expect(await submitReference(student, upiId())).toMatchObject({
      status: 409,
      body: { success: false, message: paymentMessages.alreadyVerified },
    });
    expect(await profile(student)).toMatchObject({ payment: { state: 'verified', reference: 'RCPT-2025-0042' } });
  });

  it('goes rejected with the reason, then pending again with a new reference only', async () => {
    const student = await signUp(t);
    const first = upiId();
    await submitReference(student, first);
    expect((await reject(organiser, student.user._id, 'No payment with this id in our statement', first)).status).toBe(
      200,
    );
    expect(await profile(student)).toMatchObject({
      verified: false,
      payment: { state: 'rejected', reference: first, rejectionReason: 'No payment with this id in our statement' },
    });

    expect(await submitReference(student, first)).toMatchObject({
      status: 409,
      body: { success: false, message: paymentMessages.referenceRejectedAgain },
    });
    const second = upiId();
    expect(await submitReference(student, second)).toMatchObject({
      status: 200,
      body: { user: { payment: { state: 'pending', reference: second, rejectionReason: null } } },
    });
  });

  it('refuses a reference another account entered, whatever its case, and keeps it with the first', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    expect((await submitReference(first, 'Rcpt-77-Alpha')).status).toBe(200);
    for (const copy of ['Rcpt-77-Alpha', 'RCPT-77-ALPHA']) {
      expect(await submitReference(second, copy)).toMatchObject({
        status: 409,
        body: { success: false, message: paymentMessages.referenceTaken },
      });
    }
    expect(await profile(second)).toMatchObject({ payment: { state: 'unpaid', reference: null } });
    // The owner may send it again: it is theirs.
    expect((await submitReference(first, 'RCPT-77-ALPHA')).status).toBe(200);
  });

  it('takes references that differ only in hyphens, underscores, spaces or case for one and the same', async () => {
    const [first, second, third] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    expect((await submitReference(first, 'GSRC-PT-2025-0042')).status).toBe(200);
    for (const copy of ['GSRCPT20250042', 'gsrc_pt_2025_0042', 'GSRC PT 2025 0042', 'Gsrc-Pt2025_0042']) {
      expect({ copy, ...(await submitReference(second, copy)) }).toMatchObject({
        copy,
        status: 409,
        body: { success: false, message: paymentMessages.referenceTaken },
      });
    }
    expect(await profile(second)).toMatchObject({ payment: { state: 'unpaid', reference: null } });

    // A rejected reference is not taken again in another spelling.
    expect((await submitReference(third, 'RCPT_77_BETA')).status).toBe(200);
    expect((await reject(organiser, third.user._id, 'Not in our statement', 'RCPT_77_BETA')).status).toBe(200);
    expect(await submitReference(third, 'RCPT-77-BETA')).toMatchObject({
      status: 409,
      body: { message: paymentMessages.referenceRejectedAgain },
    });

    // Two spellings entered at the same moment by two accounts: one keeps it (the database's unique index decides).
    const [one, two] = await Promise.all([signUp(t), signUp(t)]);
    const answers = await Promise.all([submitReference(one, 'RCPT-88-GAMMA'), submitReference(two, 'RCPT88GAMMA')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('lets one of two accounts entering the same reference at the same moment have it', async () => {
    const [one, two] = await Promise.all([signUp(t), signUp(t)]);
    const reference = upiId();
    const answers = await Promise.all([submitReference(one, reference), submitReference(two, reference)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(paymentMessages.referenceTaken);
    const holders = (await Promise.all([profile(one), profile(two)])).filter(
      (user) => user.payment?.reference === reference,
    );
    expect(holders).toHaveLength(1);
  });

  it.each([
    ['11 digits', '12345678901'],
    ['13 digits', '1234567890123'],
    ['a short receipt', 'AB12'],
    ['a receipt of 31 characters', `A${'1'.repeat(30)}`],
    ['a leading hyphen', '-ABC123'],
    ['other characters', 'ABC/123/XY'],
    ['nothing', ''],
  ])('refuses %s with the rule', async (_case, reference) => {
    const student = await signUp(t);
    expect(await submitReference(student, reference)).toMatchObject({
      status: 400,
      body: { success: false, message: paymentMessages.referenceFormat },
    });
  });

  it('needs a session', async () => {
    expect(
      await t.call({ method: 'PUT', url: '/api/payment/reference', payload: { reference: upiId() } }),
    ).toMatchObject({ status: 401, body: { success: false, message: messages.signInRequired } });
  });

  it('limits how many references one account can try', async () => {
    const student = await signUp(t);
    for (let index = 0; index < PAYMENT_REFERENCES_PER_USER.max; index += 1) {
      expect((await submitReference(student, upiId())).status).toBe(200);
    }
    expect(await submitReference(student, upiId())).toMatchObject({
      status: 429,
      body: { success: false, message: apiMessages.tooManyRequests },
    });
  });
});
