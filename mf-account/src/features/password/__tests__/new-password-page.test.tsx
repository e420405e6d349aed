import { act, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@greatstep/shared';
import { api, pastEveryTry, renderAccount } from '../../../testing/render-account';

const PATH = '/changePassword/asha%40example.org/tok-reset';

const requirement = (name: string) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(name)
    .closest('li');

describe('New Password', () => {
  beforeEach(() => {
    api
      .onPost('/auth/checkResetLink')
      .reply(200, { success: true, usable: true, message: 'This link can change the password' });
  });

  // A dead link once showed the whole form, and said so only after two passwords were typed.
  it('says at once that a used or expired link is dead, and offers to ask for a new one with the e-mail filled', async () => {
    api.resetHandlers();
    const dead = 'This password reset link is invalid or has expired, please ask for a new one';
    api.onPost('/auth/checkResetLink').replyOnce(200, { success: true, usable: false, message: dead });
    const { user } = renderAccount(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(dead);
    expect(screen.queryByLabelText('New Password', { selector: 'input' })).not.toBeInTheDocument();
    expect(JSON.parse(String(api.history.post[0]?.data))).toEqual({ email: 'asha@example.org', token: 'tok-reset' });
    expect(api.history.put).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.org');
  });

  it('keeps the form when the check gets no answer: the link may still work', async () => {
    api.resetHandlers();
    api.onPost('/auth/checkResetLink').networkErrorOnce();
    renderAccount(PATH);
    await waitFor(() => expect(api.history.post).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ticks the requirements as they are met', async () => {
    const { user } = renderAccount(PATH);
    expect(requirement('At least 6 characters')).toHaveTextContent('(not met)');
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'abcDE1');
    expect(requirement('At least 6 characters')).toHaveTextContent('(met)');
    expect(requirement('A lowercase letter')).toHaveTextContent('(met)');
    expect(requirement('An uppercase letter')).toHaveTextContent('(met)');
    expect(requirement('A number')).toHaveTextContent('(met)');
    expect(requirement('Both passwords match')).toHaveTextContent('(not met)');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcDE1');
    expect(requirement('Both passwords match')).toHaveTextContent('(met)');
  });

  it('joins the messages of every broken rule with periods (docs/PRODUCT.md#new-password)', async () => {
    const { user } = renderAccount(PATH);
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const joined =
      'Password must be at least 6 characters. Missing uppercase letter. Missing number. Passwords do not match';
    expect(screen.getByLabelText('New Password', { selector: 'input' })).toHaveAccessibleDescription(joined);
    expect(api.history.put).toHaveLength(0);
  });

  it('changes the password, says so, and goes to Sign In after 1.5 s', async () => {
    jest.useFakeTimers();
    try {
      api.onPut('/auth/changePassword').reply(200, { success: true, message: messages.passwordChanged });
      const { user } = renderAccount(PATH, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'NewPass1');
      await user.type(screen.getByLabelText('Confirm Password'), 'NewPass1');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
      expect(JSON.parse(String(api.history.put[0]?.data))).toEqual({
        email: 'asha@example.org',
        token: 'tok-reset',
        newPassword: 'NewPass1',
      });
      // findByText itself moves the fake clock a little, so the checks leave a margin on either side of 1.5 s.
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('heading', { level: 1, name: 'New Password' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server message, or Server unreachable once no try gets an answer', async () => {
    jest.useFakeTimers();
    api
      .onPut('/auth/changePassword')
      .replyOnce(400, { success: false, message: 'This password reset link is invalid or has expired' })
      .onPut('/auth/changePassword')
      .networkError();
    const { user } = renderAccount(PATH, { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'NewPass1');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewPass1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password', { selector: 'input' })).toHaveAccessibleDescription(
        'This password reset link is invalid or has expired',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await pastEveryTry();
    await waitFor(() =>
      expect(screen.getByLabelText('New Password', { selector: 'input' })).toHaveAccessibleDescription(
        messages.serverUnreachable,
      ),
    );
  });
});
