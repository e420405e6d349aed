import { userStore } from '@greatstep/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sampleLogin } from '../../../testing/sample-user';
import { Navbar } from '../navbar';

function renderNavbar(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

afterEach(() => {
  userStore.clear();
});

test('the last link reads SignIn, Profile once a user is stored, and SignIn again after sign-out', () => {
  const nav = renderNavbar('/');
  expect(nav.getByRole('link', { name: 'SignIn' })).toHaveAttribute('href', '/signin');

  act(() => {
    userStore.setFromLogin(sampleLogin);
  });
  expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  expect(nav.queryByRole('link', { name: 'SignIn' })).not.toBeInTheDocument();

  act(() => {
    userStore.clear();
  });
  expect(nav.getByRole('link', { name: 'SignIn' })).toBeInTheDocument();
});

test('links lead to the pages of SPEC §2 in order', () => {
  const nav = renderNavbar('/');
  const links = nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Home', '/tmes'],
    ['GreatStep', '/'],
    ['Events', '/great-step/events'],
    ['About', '/aboutus'],
    ['SignIn', '/signin'],
  ]);
});

test.each(['/signup', '/resetPassword', '/payment', '/changePassword/a/b', '/signin'])(
  'the last link is the active one on %s',
  (path) => {
    const nav = renderNavbar(path);
    expect(nav.getByRole('link', { name: 'SignIn' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  },
);

test('Events is active on an event page, and GreatStep only on /', () => {
  const nav = renderNavbar('/great-step/events/competitions/QS');
  expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'GreatStep' })).not.toHaveAttribute('aria-current');
});

test('the menu button opens and closes the links; Escape closes them and returns focus', async () => {
  const user = userEvent.setup();
  renderNavbar('/');
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('following a link closes the open menu', async () => {
  const user = userEvent.setup();
  const nav = renderNavbar('/');
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.click(nav.getByRole('link', { name: 'Events' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
});
