import { screen, waitFor } from '@testing-library/react';
import { messages } from '@greatstep/shared';
import { api, renderAccount } from '../../../testing/render-account';

// The pages' checks come in a chunk of their own (password-actions.ts); here it never comes, as on a lost connection.
jest.mock('../password-actions', () => {
  throw new Error('Loading chunk password-actions failed');
});

describe('the password pages, when their checks cannot be fetched', () => {
  it('Reset says Server unreachable at the e-mail, keeps it, and sends nothing', async () => {
    const { user } = renderAccount('/resetPassword');
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.serverUnreachable));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.org');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(api.history.post).toHaveLength(0);
  });

  it('New Password says Server unreachable, keeps both fields, and changes nothing', async () => {
    api.onPost('/auth/checkResetLink').reply(200, { success: true, usable: true });
    const { user } = renderAccount('/changePassword/asha%40example.org/a1b2c3');
    const password = screen.getByLabelText('New Password', { selector: 'input' });
    await user.type(password, 'Secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.serverUnreachable));
    expect(password).toHaveValue('Secret12');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(api.history.put).toHaveLength(0);
  });
});
