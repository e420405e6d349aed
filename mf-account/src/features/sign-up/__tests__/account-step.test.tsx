import { screen, waitFor } from '@testing-library/react';
import { messages } from '@greatstep/shared';
import { api, renderAccount } from '../../../testing/render-account';
import { EMAIL, fillAccount, step } from './sign-up-helpers';

describe('Sign up, step 1', () => {
  it('is a card titled Sign Up with the way back to Sign In', async () => {
    renderAccount('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already Registered? Sign In' })).toHaveAttribute('href', '/signin');
    expect(await step('Step 1 of 3: account')).toBeInTheDocument();
    expect(screen.getByLabelText('Referral Code (optional)')).toBeInTheDocument();
  });

  it('flags each field with its message and toasts Invalid Entries, without asking the server (docs/PRODUCT.md#sign-up-step-1)', async () => {
    const { user } = renderAccount('/signup');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.enterValidEmail);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(messages.passwordRule),
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(messages.passwordMismatch);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(messages.invalidEntries)).toBeInTheDocument();
    expect(api.history.get).toHaveLength(0);
  });

  it('disables Next while the e-mail is checked and flags the field with the server message', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    api
      .onGet(`/auth/checkEmail/${encodeURIComponent(EMAIL)}`)
      .reply(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderAccount('/signup');
    await fillAccount(user);

    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await screen.findByText(messages.pleaseWait)).toBeInTheDocument();
    answer([409, { success: false, message: 'Email already registered' }]);

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email already registered'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Step 1 of 3: account' })).toBeInTheDocument();
  });

  it('says Unexpected Error when the check gets no answer', async () => {
    api.onGet(`/auth/checkEmail/${encodeURIComponent(EMAIL)}`).networkError();
    const { user } = renderAccount('/signup');
    await fillAccount(user);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.unexpectedError));
  });

  it('moves to step 2 once the e-mail is free', async () => {
    api.onGet(`/auth/checkEmail/${encodeURIComponent(EMAIL)}`).reply(200, { success: true });
    const { user } = renderAccount('/signup');
    await fillAccount(user);
    expect(await step('Step 2 of 3: personal details')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(1);
  });

  it("starts the next step at the top of the card, focus on the step's name", async () => {
    api.onGet(`/auth/checkEmail/${encodeURIComponent(EMAIL)}`).reply(200, { success: true });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user } = renderAccount('/signup');
    expect(screen.getByText('Step 1 of 3: Account')).not.toHaveFocus();
    await fillAccount(user);
    await step('Step 2 of 3: personal details');
    expect(screen.getByText('Step 2 of 3: Personal details')).toHaveFocus();
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Sign Up' })]);
    // jsdom has no scrollIntoView of its own: take the stand-in away again.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
