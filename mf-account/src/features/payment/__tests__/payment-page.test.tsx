import { screen, waitFor } from '@testing-library/react';
import { userStore, type User } from '@greatstep/shared';
import { paymentStatusWords } from '../../../lib/payment-status';
import { api, renderAccount, sampleUser, signIn } from '../../../testing/render-account';

const FORM = 'https://forms.example.org/greatstep-fee';
const CONFIG = 'http://localhost/account-config.json';
const UPI = '402112345678';
const REASON = 'No payment with this id in our statement';

describe('Payment', () => {
  it('shows the 900 rupee fee, the notes, and unlocks Proceed to Pay with the terms box', async () => {
    signIn();
    api.onGet(CONFIG).reply(200, { paymentFormUrl: FORM });
    const { user } = renderAccount('/payment');

    expect(screen.getByRole('row', { name: /participation fee/ })).toHaveTextContent('₹900');
    expect(screen.getByText(/paid once and is non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/an organiser verifies it and a mail reaches you within 12 hours/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toHaveAccessibleDescription(
      'Tick the terms above to go on to the payment form.',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    const link = screen.getByRole('link', { name: 'Proceed to Pay' });
    expect(link).toHaveAttribute('href', FORM);
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  });

  it.each([
    ['no address set yet (the shipped file)', { paymentFormUrl: '' }],
    ['an address that is not http(s)', { paymentFormUrl: 'javascript:alert(1)' }],
  ])('says payment opens soon and how to reach the society, with %s', async (_case, config) => {
    signIn();
    api.onGet(CONFIG).reply(200, config);
    renderAccount('/payment');
    expect(await screen.findByText(/Online payment opens soon/)).toHaveTextContent(
      'Online payment opens soon. Until then, write to greatstept@gmail.com to ask how to pay the fee.',
    );
    expect(screen.getByRole('link', { name: 'greatstept@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:greatstept@gmail.com',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
  });

  it('ships no placeholder address: the built page has nothing to link to until organisers set one', async () => {
    const shipped = (await import('../../../../public/account-config.json')) as { paymentFormUrl: string };
    expect(shipped.paymentFormUrl).toBe('');
  });
});

/** Each part of the page a state may show, in the page's order, found as a student finds it. */
const parts = {
  stateNote: () => screen.queryByText(/^(Payment pending verification|Payment not accepted|Participation fee paid)$/),
  terms: () => screen.queryByRole('checkbox', { name: /I agree to the terms/ }),
  proceed: () => screen.queryByRole('button', { name: 'Proceed to Pay' }),
  soon: () => screen.queryByText(/Online payment opens soon/),
  alreadyPaid: () => screen.queryByRole('heading', { name: 'Already paid?' }),
  correct: () => screen.queryByRole('heading', { name: 'Correct the reference' }),
  field: () => screen.queryByLabelText('Payment reference'),
  notes: () => screen.queryByRole('heading', { name: 'Notes' }),
  afterReference: () => screen.queryByText(/a mail reaches you within 12 hours/),
  formEmail: () => screen.queryByText(/in the payment form\.$/),
} as const;
type Part = keyof typeof parts;

const payment = (state: NonNullable<User['payment']>['state'], rejectionReason: string | null = null) => ({
  payment: { state, reference: state === 'unpaid' ? null : UPI, rejectionReason },
  verified: state === 'verified',
});

// docs/PRODUCT.md#payment: each state shows what applies to it, and nothing else.
describe.each<[string, Partial<User>, string, Part[]]>([
  [
    'not paid, no form address (as shipped)',
    payment('unpaid'),
    '',
    ['soon', 'alreadyPaid', 'field', 'notes', 'afterReference'],
  ],
  [
    'not paid, the form address set',
    payment('unpaid'),
    FORM,
    ['terms', 'proceed', 'alreadyPaid', 'field', 'notes', 'afterReference', 'formEmail'],
  ],
  ['a reference pending', payment('pending'), FORM, ['stateNote', 'correct', 'field', 'afterReference']],
  [
    'rejected, the form address set',
    payment('rejected', REASON),
    FORM,
    ['stateNote', 'terms', 'proceed', 'alreadyPaid', 'field', 'notes', 'afterReference', 'formEmail'],
  ],
  [
    'rejected, no form address',
    payment('rejected', REASON),
    '',
    ['stateNote', 'soon', 'alreadyPaid', 'field', 'notes', 'afterReference'],
  ],
  ['verified', payment('verified'), FORM, ['stateNote']],
])('Payment, %s', (_case, overrides, formUrl, shown) => {
  it(`shows ${shown.join(', ')} and nothing else`, async () => {
    signIn(overrides);
    api.onGet(CONFIG).reply(200, { paymentFormUrl: formUrl });
    renderAccount('/payment');
    // Settled: the way to pay has come where the state has one.
    if (shown.includes('proceed') || shown.includes('soon')) await screen.findByText(/Proceed to Pay|opens soon/);
    expect(screen.queryByText('Loading the payment form')).not.toBeInTheDocument();

    const seen = (Object.keys(parts) as Part[]).filter((part) => parts[part]() !== null);
    expect(seen).toEqual(shown);
  });
});

describe('Payment, once a reference is in', () => {
  it.each([
    ['pending', payment('pending'), paymentStatusWords.pending, /correct it below/],
    ['rejected', payment('rejected', REASON), paymentStatusWords.rejected, /reference of a new payment/],
    ['verified', payment('verified'), paymentStatusWords.verified, /nothing more to do/],
  ])('puts the %s note first, under the fee, with the reference', async (_case, overrides, title, next) => {
    signIn(overrides);
    api.onGet(CONFIG).reply(200, { paymentFormUrl: FORM });
    renderAccount('/payment');
    const note = screen.getByText(title).parentElement as HTMLElement;
    expect(note).toHaveTextContent(`Reference: ${UPI}`);
    expect(note).toHaveTextContent(next);
    const summary = screen.getByRole('table', { name: 'Payment summary' });
    expect(summary.nextElementSibling).toBe(note);
    if (overrides.payment?.state === 'rejected') await screen.findByRole('button', { name: 'Proceed to Pay' });
  });

  it('shows the state the server has now, not an older stored one', async () => {
    // Stored while pending; an organiser has verified the payment since.
    signIn(payment('pending'));
    api.onGet(CONFIG).reply(200, { paymentFormUrl: FORM });
    api
      .onGet('/auth/updateUser/asha%40example.org')
      .reply(200, { success: true, token: 'tok-1', user: sampleUser(payment('verified')) });
    renderAccount('/payment');
    expect(await screen.findByText(paymentStatusWords.verified)).toBeInTheDocument();
    expect(screen.queryByLabelText('Payment reference')).not.toBeInTheDocument();
    expect(userStore.get()).toMatchObject({ token: 'tok-1', user: { payment: { state: 'verified' } } });
  });

  it('keeps the stored state when the server cannot say', async () => {
    signIn(payment('pending'));
    api.onGet('/auth/updateUser/asha%40example.org').networkError();
    renderAccount('/payment');
    await waitFor(() => expect(api.history.get).toHaveLength(1));
    expect(screen.getByText(paymentStatusWords.pending)).toBeInTheDocument();
    expect(userStore.get()?.user.payment?.state).toBe('pending');
  });

  it('asks for no payment form once the reference is pending or verified', async () => {
    signIn(payment('pending'));
    api.onGet(CONFIG).reply(200, { paymentFormUrl: FORM });
    renderAccount('/payment');
    await screen.findByRole('heading', { name: 'Correct the reference' });
    expect(api.history.get.filter((request) => request.url === CONFIG)).toEqual([]);
  });
});
