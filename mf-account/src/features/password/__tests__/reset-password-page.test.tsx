import { screen, waitFor } from '@testing-library/react';
import { messages } from '@greatstep/shared';
import { api, pastEveryTry, renderAccount } from '../../../testing/render-account';

describe('Reset Password', () => {
  it('asks for a valid e-mail first', async () => {
    const { user } = renderAccount('/resetPassword');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.enterValidEmail);
    expect(api.history.post).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), '@example.org');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server message after sending the link', async () => {
    api.onPost('/auth/resetPassword').reply(200, { success: true, message: 'Link sent if the account exists' });
    const { user } = renderAccount('/resetPassword');
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Link sent if the account exists', { selector: 'p' })).toBeInTheDocument();
    expect(JSON.parse(String(api.history.post[0]?.data))).toMatchObject({ email: 'asha@example.org' });
  });

  it('shows the server message of a refusal, or Server unreachable once no try gets an answer', async () => {
    jest.useFakeTimers();
    api
      .onPost('/auth/resetPassword')
      .replyOnce(429, { success: false, message: 'Too many requests, please try again later' })
      .onPost('/auth/resetPassword')
      .networkError();
    const { user } = renderAccount('/resetPassword', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Too many requests, please try again later'),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await pastEveryTry();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.serverUnreachable));
  });

  // 'Enter a valid email' once sat beside the earlier 'If an account exists… has been sent'.
  it('shows only its latest outcome', async () => {
    api.onPost('/auth/resetPassword').reply(200, { success: true, message: 'Link sent if the account exists' });
    const { user } = renderAccount('/resetPassword');
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Link sent if the account exists', { selector: 'p' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.enterValidEmail);
    // The form's own line; the first answer's toast leaves on its timer, and may still be there.
    expect(screen.queryByText('Link sent if the account exists', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('goes Back to where the visitor came from', async () => {
    const { user } = renderAccount('/signin');
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });
});
