import { screen, waitFor } from '@testing-library/react';
import { messages } from '@greatstep/shared';
import { api, renderAccount } from '../../../testing/render-account';
import { EMAIL, fillAccount } from './sign-up-helpers';

// The steps' checks come in a chunk of their own (sign-up-actions.ts); here it never comes, as on a lost connection.
jest.mock('../sign-up-actions', () => {
  throw new Error('Loading chunk sign-up-actions failed');
});

describe('Sign up, step 1, when its checks cannot be fetched', () => {
  it('says Unexpected Error at the e-mail, keeps what was typed and asks the server nothing', async () => {
    const { user } = renderAccount('/signup');
    await fillAccount(user);

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.unexpectedError));
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByRole('form', { name: 'Step 1 of 3: account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(api.history.get).toHaveLength(0);
  });
});
