import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StandaloneHeader } from '..';

describe('the standalone dev header', () => {
  it('names the remote and links every page, marking the current one', () => {
    render(
      <MemoryRouter initialEntries={['/signup']}>
        <StandaloneHeader
          remote="account"
          pages={[
            { to: '/signin', label: 'Sign In' },
            { to: '/signup', label: 'Sign Up' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('account')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of this remote' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sign In' })).not.toHaveAttribute('aria-current');
  });
});
