import { createHash, createHmac } from 'node:crypto';
import { act, screen, waitFor } from '@testing-library/react';
import { messages, signInAddress, userStore } from '@greatstep/shared';
import { api, renderAccount, sampleUser, signIn } from '../../../testing/render-account';

const path = () => screen.getByRole('status', { hidden: true, name: 'Current path' });

/**
 * The failure's words are on the page once, at the form, and in no toast, a moment after the form shows them: the
 * toast took them in the same step, when it said them too.
 */
async function expectSaidOnce(words: string) {
  await act(() => new Promise((settled) => setTimeout(settled, 100)));
  expect(screen.getAllByText(words)).toHaveLength(1);
  expect(screen.queryByText(words, { selector: '.Toastify__toast' })).not.toBeInTheDocument();
}

async function fillAndSubmit(user: ReturnType<typeof renderAccount>['user'], password = 'Secret12') {
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Sign in', () => {
  it('shows the fields, Forgot Password and the way to sign up', async () => {
    const { user } = renderAccount('/signin');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });

  // Sign In once asked the visitor to choose the password they already have (docs/PRODUCT.md#sign-in).
  it('asks for the password while it is empty, and does not ask to choose one', async () => {
    const { user } = renderAccount('/signin');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(messages.enterPassword);
    expect(screen.queryByText(/choose/i)).not.toBeInTheDocument();
    await user.type(password, 'x');
    expect(screen.queryByText(messages.enterPassword)).not.toBeInTheDocument();
  });

  it('shows the message of the navigation state once, followed by ", Now login"', async () => {
    renderAccount({ pathname: '/signin', state: { message: messages.registrationSuccess } });
    expect(await screen.findByText('Registration Successfull, Now login')).toBeInTheDocument();
    expect(screen.getAllByText('Registration Successfull, Now login')).toHaveLength(1);
  });

  it('stores the user, says "Login Successfull" and goes home', async () => {
    api.onPost('/auth/login', { email: 'asha@example.org', password: 'Secret12' }).reply(200, {
      success: true,
      message: messages.loginSuccess,
      token: 'tok-new',
      user: sampleUser(),
    });
    const { user } = renderAccount('/signin');
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText(messages.loginSuccess)).toBeInTheDocument();
    expect(userStore.get()).toMatchObject({ token: 'tok-new', email: 'asha@example.org' });
  });

  it('goes back to the page that sent the visitor here', async () => {
    api.onPost('/auth/login').reply(200, { success: true, token: 'tok-new', user: sampleUser() });
    api
      .onGet('/auth/updateUser/asha%40example.org')
      .reply(200, { success: true, token: 'tok-new', user: sampleUser() });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    const { user } = renderAccount('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(path()).toHaveTextContent('/profile');
  });

  // Register once sent a visitor here with no word.
  it('says why the visitor was sent here, and goes back there after signing in', async () => {
    api.onPost('/auth/login').reply(200, { success: true, token: 'tok-new', user: sampleUser() });
    const from = '/great-step/events/competitions/Geobotics';
    const { user } = renderAccount({
      pathname: '/signin',
      state: { from, reason: 'Sign in to register for Geobotics' },
    });
    expect(screen.getByText('Sign in to register for Geobotics')).toHaveAttribute('role', 'status');
    await fillAndSubmit(user);
    await waitFor(() => expect(path()).toHaveTextContent(from));
  });

  // A plain link carries no state: an event's Register in its HTML, pressed before the scripts or without them.
  it('goes back to the page a plain link names in its address, and to no other site', async () => {
    api.onPost('/auth/login').reply(200, { success: true, token: 'tok-new', user: sampleUser() });
    const from = '/great-step/events/competitions/Geobotics';
    const { user } = renderAccount(signInAddress('/signin', from));
    await fillAndSubmit(user);
    await waitFor(() => expect(path()).toHaveTextContent(from));
  });

  it('ignores an address elsewhere in the link, and goes home', async () => {
    api.onPost('/auth/login').reply(200, { success: true, token: 'tok-new', user: sampleUser() });
    const { user } = renderAccount(signInAddress('/signin', '/\\evil.example'));
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('shows the server message, and keeps whoever is signed in', async () => {
    signIn({}, 'tok-current');
    api.onPost('/auth/login').reply(401, { success: false, message: 'Invalid email or password' });
    const { user } = renderAccount('/signin');
    await fillAndSubmit(user, 'Wrong123');
    expect(await screen.findByText('Invalid email or password')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAccessibleDescription('Invalid email or password');
    // Said once, at the form: it was said in a toast as well (docs/PRODUCT.md#sign-in).
    await expectSaidOnce('Invalid email or password');
    expect(userStore.get()?.token).toBe('tok-current');
  });

  it('says "Internal server error" when no answer comes', async () => {
    api.onPost('/auth/login').networkError();
    const { user } = renderAccount('/signin');
    await fillAndSubmit(user);
    expect(await screen.findByText(messages.internalServerError)).toHaveAttribute('role', 'alert');
    await expectSaidOnce(messages.internalServerError);
    expect(userStore.get()).toBeNull();
  });

  it('shows "please wait..." while waiting and sends one request for a double submit', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onPost('/auth/login').reply(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderAccount('/signin');
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret12{Enter}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.pleaseWait)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    answer([401, { success: false, message: 'Invalid email or password' }]);
    expect(await screen.findByText('Invalid email or password')).toHaveAttribute('role', 'alert');
    expect(api.history.post).toHaveLength(1);
  });

  describe('from a network where many sign-ins failed', () => {
    const SOLUTION = 4321;
    // The server's words, whatever they are: the form shows what it is told.
    const CHECKING = 'Checking this browser before you sign in';
    // A challenge as the server makes one; the form only solves it, the signature is the server's to check.
    const salt = '0123456789abcdef01234567';
    const challenge = {
      salt,
      hash: createHash('sha256').update(`${salt}${SOLUTION}`).digest('hex'),
      max: 10_000,
      expires: Date.now() + 300_000,
      signature: createHmac('sha256', 'test').update(salt).digest('base64url'),
    };
    const askForProof = () =>
      api.onPost('/auth/login').replyOnce(429, { success: false, message: CHECKING, challenge });

    it('says it is checking, solves the challenge and signs in by itself with what was typed', async () => {
      askForProof();
      let answer: (value: [number, unknown]) => void = () => undefined;
      api.onPost('/auth/login').replyOnce(() => new Promise((resolve) => (answer = resolve)));
      const { user } = renderAccount('/signin');
      await fillAndSubmit(user);

      expect(await screen.findByText(CHECKING)).toHaveAttribute('role', 'status');
      await waitFor(() => expect(api.history.post).toHaveLength(2));
      expect(JSON.parse(String(api.history.post[1]?.data))).toEqual({
        email: 'asha@example.org',
        password: 'Secret12',
        proof: { ...challenge, number: SOLUTION },
      });
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
      answer([200, { success: true, message: messages.loginSuccess, token: 'tok-new', user: sampleUser() }]);

      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      expect(userStore.get()).toMatchObject({ token: 'tok-new' });
    });

    it("keeps what was typed and shows the server's word when the proven sign-in fails", async () => {
      askForProof();
      api.onPost('/auth/login').replyOnce(401, { success: false, message: 'Invalid email or password' });
      const { user } = renderAccount('/signin');
      await fillAndSubmit(user, 'Wrong123');

      expect(await screen.findByText('Invalid email or password')).toHaveAttribute('role', 'alert');
      await expectSaidOnce('Invalid email or password');
      expect(screen.queryByText(CHECKING)).not.toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('asha@example.org');
      expect(screen.getByLabelText('Password')).toHaveValue('Wrong123');
      expect(api.history.post).toHaveLength(2);
    });
  });
});
