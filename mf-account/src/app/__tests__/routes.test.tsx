import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AccountRoutes from '../routes';

test.each([
  ['/signin', 'Sign In'],
  ['/signup', 'Sign Up'],
  ['/profile', 'Profile'],
  ['/payment', 'Payment'],
  ['/resetPassword', 'Reset Password'],
  ['/changePassword/someone%40example.com/abc123', 'New Password'],
])('%s shows the %s page', (path, title) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AccountRoutes />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
