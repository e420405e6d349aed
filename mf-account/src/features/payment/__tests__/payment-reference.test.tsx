import { screen, waitFor, within } from '@testing-library/react';
import { messages, userStore, type User } from '@greatstep/shared';
import { paymentMessages } from '@greatstep/shared/schemas';
import { paymentStatusWords } from '../../../lib/payment-status';
import { api, pastEveryTry, renderAccount, sampleUser, signIn } from '../../../testing/render-account';

const UPI = '402112345678';
const REASON = 'No payment with this id in our statement';

const payment = (state: NonNullable<User['payment']>['state'], reference: string | null, rejectionReason = null) => ({
  state,
  reference,
  rejectionReason,
});

/** The page as a signed-in student opens it, once the payment form's address has come. */
async function openPayment(overrides: Partial<User> = {}, options: Parameters<typeof renderAccount>[1] = {}) {
  signIn(overrides);
  api.onGet('http://localhost/account-config.json').reply(200, { paymentFormUrl: 'https://forms.example.org/fee' });
  const rendered = renderAccount('/payment', options);
  // The page has settled: the way to pay has come, where the fee's state has one (none pending or verified).
  const state = overrides.payment?.state ?? (overrides.verified ? 'verified' : 'unpaid');
  if (state === 'unpaid' || state === 'rejected') await screen.findByRole('button', { name: 'Proceed to Pay' });
  return rendered;
}

/** The reference's form: "Already paid?" before a payment, "Correct the reference" while one is pending. */
const section = () => screen.getByRole('region', { name: /^(Already paid\?|Correct the reference)$/ });
/** The fee's state, above the way to pay and the form, once a reference is in. */
const stateNote = (words: string) => screen.getByText(words).parentElement as HTMLElement;
const field = () => screen.getByLabelText('Payment reference');
const submitButton = () => screen.getByRole('button', { name: 'Submit reference' });

/** The API's answer to PUT /payment/reference: the user, the reference now pending. */
function answerSaved() {
  api.onPut('/payment/reference').reply((config) => {
    const { reference } = JSON.parse(String(config.data)) as { reference: string };
    const user = sampleUser({ payment: payment('pending', reference) });
    return [200, { success: true, message: paymentMessages.referenceSaved, user }];
  });
}

describe("Payment: the payment's reference", () => {
  it('sits between Proceed to Pay and the Notes', async () => {
    await openPayment();
    const proceed = screen.getByRole('button', { name: 'Proceed to Pay' });
    const notes = screen.getByRole('heading', { level: 2, name: 'Notes' });
    expect(proceed.compareDocumentPosition(section()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section().compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('12-digit UPI transaction id'));
  });

  it('saves the reference typed with spaces, stores the answered user and shows it pending', async () => {
    answerSaved();
    const { user } = await openPayment();
    expect(screen.queryByText(paymentStatusWords.pending)).not.toBeInTheDocument();

    await user.type(field(), '4021 1234 5678{Enter}');

    expect(await screen.findByText(paymentStatusWords.pending)).toBeInTheDocument();
    expect(within(stateNote(paymentStatusWords.pending)).getByText(UPI)).toBeInTheDocument();
    // Pending, the page offers a correction, not a second payment.
    expect(section()).toHaveAccessibleName('Correct the reference');
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    expect(await screen.findByText(paymentMessages.referenceSaved)).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(api.history.put).toHaveLength(1);
    expect(JSON.parse(String(api.history.put[0]?.data))).toEqual({ reference: UPI });
    expect(api.history.put[0]?.headers?.Authorization).toBe('Bearer tok-1');
    expect(userStore.get()).toMatchObject({ token: 'tok-1', user: { payment: { state: 'pending', reference: UPI } } });
  });

  it('sends one call at a time, showing please wait... meanwhile', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onPut('/payment/reference').reply(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await openPayment();
    await user.type(field(), UPI);
    await user.click(submitButton());
    expect(submitButton()).toBeDisabled();
    expect(await screen.findByText(messages.pleaseWait)).toBeInTheDocument();
    await user.type(field(), '{Enter}');
    expect(api.history.put).toHaveLength(1);

    answer([200, { success: true, user: sampleUser({ payment: payment('pending', UPI) }) }]);
    expect(await screen.findByText(paymentStatusWords.pending)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['a UPI id with a digit too few', '40211234567'],
    ['a UPI id with a digit too many', '4021123456789'],
    ['a receipt number too short', 'R-12'],
    ['nothing', ''],
  ])('refuses %s with the rule of docs/PRODUCT.md#payment-states, without a call', async (_case, typed) => {
    const { user } = await openPayment();
    if (typed) await user.type(field(), typed);
    await user.click(submitButton());

    expect(field()).toHaveAccessibleDescription(expect.stringContaining(paymentMessages.referenceFormat));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue(typed);
    expect(api.history.put).toHaveLength(0);

    // The message goes once what is typed could be right.
    await user.clear(field());
    await user.type(field(), 'RCPT-2025-0042');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['used by another account', paymentMessages.referenceTaken],
    ['already verified', paymentMessages.alreadyVerified],
    ['rejected before', paymentMessages.referenceRejectedAgain],
  ])('shows the server refusal of a reference %s on the field, keeping what was typed', async (_case, refusal) => {
    api.onPut('/payment/reference').reply(409, { success: false, message: refusal });
    const { user } = await openPayment();
    await user.type(field(), 'RCPT-2025-0042');
    await user.click(submitButton());

    await waitFor(() => expect(field()).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('RCPT-2025-0042');
    expect(screen.queryByText(paymentStatusWords.pending)).not.toBeInTheDocument();
    expect(userStore.get()?.user.payment).toBeUndefined();
  });

  it('says Server unreachable on the field when no try of the call gets an answer', async () => {
    jest.useFakeTimers();
    api.onPut('/payment/reference').networkError();
    const { user } = await openPayment({}, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.type(field(), UPI);
    await user.click(submitButton());
    // While the client tries again, the waiting toast says so (docs/PRODUCT.md#messages).
    expect(await screen.findByText(messages.retryingNoAnswer)).toBeInTheDocument();
    await pastEveryTry();
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(expect.stringContaining(messages.serverUnreachable)),
    );
    expect(field()).toHaveValue(UPI);
  });

  it('shows a pending reference and lets the student correct it', async () => {
    answerSaved();
    const { user } = await openPayment({ payment: payment('pending', UPI) });
    expect(within(stateNote(paymentStatusWords.pending)).getByText(UPI)).toBeInTheDocument();

    await user.type(field(), 'RCPT-2025-0042{Enter}');
    expect(await screen.findByText('RCPT-2025-0042')).toBeInTheDocument();
    expect(screen.queryByText(UPI)).not.toBeInTheDocument();
  });

  it("shows a rejected payment with the organiser's reason and asks for a new reference", async () => {
    await openPayment({ payment: { state: 'rejected', reference: UPI, rejectionReason: REASON } });
    const box = within(stateNote(paymentStatusWords.rejected));
    expect(box.getByText(`Reason: ${REASON}`)).toBeInTheDocument();
    expect(box.getByText(UPI)).toBeInTheDocument();
    expect(box.getByText('Enter the reference of a new payment below.')).toBeInTheDocument();
    expect(section()).toHaveAccessibleName('Already paid?');
    expect(field()).toBeInTheDocument();
  });

  it.each([
    ['a verified payment', { verified: true, payment: payment('verified', UPI) }],
    ['a record from before payment states, verified', { verified: true }],
  ])('says the fee is verified and offers no form and no way to pay again, for %s', async (_case, overrides) => {
    await openPayment(overrides);
    expect(screen.queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/I agree to the terms/)).not.toBeInTheDocument();
    expect(
      within(stateNote(paymentStatusWords.verified)).getByText(/An organiser has verified your payment/),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Already paid?' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Payment reference')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit reference' })).not.toBeInTheDocument();
  });

  it('treats a record from before payment states, not verified, as not paid', async () => {
    await openPayment({ verified: false });
    expect(within(section()).getByText(/Once you have paid, enter the payment/)).toBeInTheDocument();
    expect(screen.queryByText(paymentStatusWords.verified)).not.toBeInTheDocument();
    expect(field()).toBeInTheDocument();
  });
});
