import { screen } from '@testing-library/react';
import { renderAccount } from '../../testing/render-account';

test.each([
  ['/signin', 'Sign In'],
  ['/signup', 'Sign Up'],
  ['/resetPassword', 'Reset Password'],
  ['/changePassword/someone%40example.com/abc123', 'New Password'],
])('%s shows the %s page', (path, title) => {
  renderAccount(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test.each(['/profile', '/payment'])('%s sends a visitor who is not signed in to Sign In', (path) => {
  renderAccount(path);
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/signin');
});
