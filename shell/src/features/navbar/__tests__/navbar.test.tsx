import { userStore } from '@greatstep/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRemotes } from '../../../testing/render-with-remotes';
import { sampleLogin } from '@greatstep/shared/testing';
import { serveRemotesJson } from '../../../testing/serve-remotes-json';
import { FRAME_MARKERS, PrerenderedFrame } from '../../../lib/prerender/prerendered-frame';
import { Navbar } from '../navbar';

// No federation runtime here: these tests look at the frame, not at a remote's page.
jest.mock('../../../lib/remotes/federation');

/** The navbar at a path, once every remote's links are in (the account remote's list is fetched beside it). */
async function renderNavbar(path: string) {
  renderWithRemotes(path, { ui: <Navbar /> });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  await nav.findByRole('link', { name: 'SignIn' });
  return nav;
}

beforeEach(() => {
  serveRemotesJson();
});

afterEach(() => {
  userStore.clear();
});

test('the last link reads SignIn, Profile once a user is stored, and SignIn again after sign-out', async () => {
  const nav = await renderNavbar('/');
  expect(nav.getByRole('link', { name: 'SignIn' })).toHaveAttribute('href', '/signin');

  act(() => {
    userStore.setFromLogin(sampleLogin());
  });
  expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  expect(nav.queryByRole('link', { name: 'SignIn' })).not.toBeInTheDocument();

  act(() => {
    userStore.clear();
  });
  expect(nav.getByRole('link', { name: 'SignIn' })).toBeInTheDocument();
});

test('links lead to the pages of docs/PRODUCT.md#navigation-bar in order', async () => {
  const nav = await renderNavbar('/');
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
  async (path) => {
    const nav = await renderNavbar(path);
    expect(nav.getByRole('link', { name: 'SignIn' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  },
);

test('Events is active on an event page, and GreatStep only on /', async () => {
  const nav = await renderNavbar('/great-step/events/competitions/QS');
  expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'GreatStep' })).not.toHaveAttribute('aria-current');
});

test('the menu button opens and closes the links; Escape closes them and returns focus', async () => {
  const user = userEvent.setup();
  await renderNavbar('/');
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeInTheDocument();

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('a tap outside the navbar closes the open menu; one inside it does not', async () => {
  const user = userEvent.setup();
  await renderNavbar('/');
  const outside = document.body.appendChild(document.createElement('p'));
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.click(screen.getByRole('banner'));
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(outside);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  outside.remove();
});

test('following a link closes the open menu', async () => {
  const user = userEvent.setup();
  const nav = await renderNavbar('/');
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.click(nav.getByRole('link', { name: 'Events' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
});

test('coming back to the page where the menu was opened finds it closed', async () => {
  // It reopened over the page after a back navigation: the menu remembered the path it was opened on.
  const user = userEvent.setup();
  const nav = await renderNavbar('/');
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  await user.click(nav.getByRole('link', { name: 'Events' }));
  await user.click(nav.getByRole('link', { name: 'GreatStep' }));
  expect(nav.getByRole('link', { name: 'GreatStep' })).toHaveAttribute('aria-current', 'page');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Events is active on a page its remote publishes after the shell was built', async () => {
  serveRemotesJson({
    extra: {
      events: {
        entry: '/remotes/events/mf-manifest.json',
        routes: [{ path: '/great-step/events' }, { path: '/great-step/schedule' }],
        links: { events: '/great-step/events' },
      },
    },
  });
  const nav = await renderNavbar('/great-step/schedule');
  expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
});

test("a link whose remote's list cannot be fetched shows as text, and the others still lead somewhere", async () => {
  serveRemotesJson({ accountRoutes: false });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithRemotes('/', { ui: <Navbar /> });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(await nav.findByRole('link', { name: 'Events' })).toHaveAttribute('href', '/great-step/events');
  expect(nav.queryByRole('link', { name: 'SignIn' })).not.toBeInTheDocument();
  expect(nav.getByText('SignIn')).toBeInTheDocument();
});

test('prerendered for the server, Menu is a link that opens the list as its target, and links carry the mark the server reads', async () => {
  renderWithRemotes('/great-step/events', {
    ui: (
      <PrerenderedFrame value={true}>
        <Navbar />
      </PrerenderedFrame>
    ),
  });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  await nav.findByRole('link', { name: 'SignIn' });
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute(
    'href',
    `${FRAME_MARKERS.page}#${nav.getByRole('list').id}`,
  );
  for (const link of nav.getAllByRole('link')) expect(link).toHaveAttribute('data-gs-nav', '');
});
