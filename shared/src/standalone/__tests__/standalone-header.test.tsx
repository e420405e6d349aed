import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StandaloneHeader } from '..';

describe('the standalone dev header', () => {
  it('names the remote and links every page, marking the current one', () => {
    render(
      <MemoryRouter initialEntries={['/signup']}>
        <StandaloneHeader
          remote="account"
          routes={{
            signin: { path: '/signin', label: 'Sign In' },
            signup: { path: '/signup', label: 'Sign Up' },
            changePassword: {
              path: '/changePassword/:email/:token',
              label: 'New Password',
              example: { email: 'a@b.co', token: 't1' },
            },
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('account')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of this remote' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sign In' })).not.toHaveAttribute('aria-current');
    // A pattern with parameters links its example.
    expect(screen.getByRole('link', { name: 'New Password' })).toHaveAttribute('href', '/changePassword/a%40b.co/t1');
  });
});
