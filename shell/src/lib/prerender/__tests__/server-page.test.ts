import { waitFor } from '@testing-library/dom';
import { KEPT_PRESS_ATTRIBUTE } from '@greatstep/shared';
import { SERVER_PAGE_ID, takeOverServerPage } from '../server-page';

/** The document as the server sends a prerendered page: its page, then the shell's empty root. */
function serverDocument() {
  document.body.innerHTML =
    `<div id="${SERVER_PAGE_ID}"><header><a href="/">GreatStep</a></header>` +
    '<main id="main"><h1>Geobotics</h1><a href="/great-step/events">All events</a></main></div><div id="root"></div>';
  const page = document.getElementById(SERVER_PAGE_ID) as HTMLElement;
  const root = document.getElementById('root') as HTMLElement;
  return { page, root };
}

/** What the app renders into its root, as React would commit it. */
function appShows(root: HTMLElement, main: string) {
  root.innerHTML = `<header><a href="/">GreatStep</a></header><main id="main">${main}</main>`;
}

/** What the page's first script does (api/src/site/server-page-script.ts): keeps the button last pressed. */
function pressOnServerPage(button: Element | null | undefined) {
  if (button) window.gsPressed = button;
}

afterEach(() => {
  delete window.gsPressed;
  delete window.gsPageFailed;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

test("the app renders unseen and out of reach behind the server's page while its page is loading", async () => {
  const { page, root } = serverDocument();
  takeOverServerPage(root, page);
  appShows(root, '<div class="gs-loading gs-loading-page" role="status">Loading the events section…</div>');
  await Promise.resolve();
  expect(page).toBeInTheDocument();
  expect(root).toHaveAttribute('inert');
  expect(root.style.visibility).toBe('hidden');
  expect(root.style.position).toBe('absolute');
});

test("once the app shows the page, the server's page goes and the app's shows in its place, focus on the same link", async () => {
  const { page, root } = serverDocument();
  takeOverServerPage(root, page);
  const link = page.querySelector<HTMLAnchorElement>('main a');
  link?.focus();
  appShows(root, '<h1>Geobotics</h1><a href="/great-step/events">All events</a>');
  await waitFor(() => expect(page).not.toBeInTheDocument());
  expect(root).not.toHaveAttribute('inert');
  expect(root).not.toHaveAttribute('style');
  expect(document.activeElement).toBe(root.querySelector('main a'));
});

/** The shell's problem panel as the app draws it when the page's code failed to load (components/problem-panel.tsx). */
const PROBLEM_PANEL =
  '<section data-problem=""><h1>The events section could not be loaded</h1><p role="alert">Check your connection</p>' +
  '<button type="button">Retry</button></section>';

/** A server's page taken over by an app that draws its problem panel, once the page has been told so. */
async function failedTakeover() {
  const { page, root } = serverDocument();
  const pageFailed = jest.fn();
  window.gsPageFailed = pageFailed;
  takeOverServerPage(root, page);
  appShows(root, PROBLEM_PANEL);
  await waitFor(() => expect(pageFailed).toHaveBeenCalledTimes(1));
  return { page, root, pageFailed };
}

test("a page whose remote failed to load keeps the server's page, which says so with the app's Retry", async () => {
  const { page, root, pageFailed } = await failedTakeover();
  expect(page).toBeInTheDocument();
  expect(root.style.visibility).toBe('hidden');

  // The server page's Retry presses the app's own, though the app is out of reach behind the page.
  const appRetry = jest.fn();
  root.querySelector('[data-problem] button')?.addEventListener('click', appRetry);
  const [retry] = pageFailed.mock.calls[0] as [() => void];
  retry();
  expect(appRetry).toHaveBeenCalledTimes(1);
});

test('a Retry that fails again is said again; one that brings the page takes over', async () => {
  const { page, root, pageFailed } = await failedTakeover();
  // Other changes of the app while the panel shows (the navbar's) say nothing more.
  root.querySelector('header')?.append(document.createElement('span'));
  await Promise.resolve();
  expect(pageFailed).toHaveBeenCalledTimes(1);

  appShows(root, '<div class="gs-loading gs-loading-page" role="status">Loading the events section…</div>');
  appShows(root, PROBLEM_PANEL);
  await waitFor(() => expect(pageFailed).toHaveBeenCalledTimes(2));
  expect(page).toBeInTheDocument();

  appShows(root, '<h1>Geobotics</h1>');
  await waitFor(() => expect(page).not.toBeInTheDocument());
  expect(root).not.toHaveAttribute('inert');
});

test("the phone menu opened before the scripts (its list the address's target) stays open: the app's opens in its place", async () => {
  window.history.replaceState(null, '', '/great-step/events#site-nav-links');
  const { page, root } = serverDocument();
  takeOverServerPage(root, page);
  root.innerHTML =
    '<header><button type="button" aria-controls="site-nav-links" aria-expanded="false">Menu</button></header>' +
    '<main id="main"><h1>Events</h1></main>';
  const menu = root.querySelector('button');
  menu?.addEventListener('click', () => menu.setAttribute('aria-expanded', 'true'));
  await waitFor(() => expect(page).not.toBeInTheDocument());
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(window.location.pathname + window.location.hash).toBe('/great-step/events');
});

// Register is a link to Sign In in the page's HTML, and a button in a signed-in visitor's app: the press is the app's.
test.each([
  ['a button', '<button type="button">Register</button>', 'button'],
  ['a kept link', `<a href="/signin?from=%2Fg" ${KEPT_PRESS_ATTRIBUTE}="">Register</a>`, `a[${KEPT_PRESS_ATTRIBUTE}]`],
])(
  "%s pressed on the server's page before the scripts is pressed as the app's button of its words once it shows",
  async (_kind, markup, selector) => {
    const { page, root } = serverDocument();
    page.querySelector('main')?.insertAdjacentHTML('beforeend', markup);
    pressOnServerPage(page.querySelector(selector));
    takeOverServerPage(root, page);
    appShows(
      root,
      '<h1>Geobotics</h1><a href="/great-step/events">All events</a><button type="button">Register</button>',
    );
    const pressed = jest.fn();
    root.querySelector('button')?.addEventListener('click', pressed);
    await waitFor(() => expect(page).not.toBeInTheDocument());
    expect(pressed).toHaveBeenCalledTimes(1);
  },
);

test("a press whose button the app draws a moment later (a signed-in visitor's panel loading) is made once it is there", async () => {
  const { page, root } = serverDocument();
  page.querySelector('main')?.insertAdjacentHTML('beforeend', '<button type="button">Register</button>');
  takeOverServerPage(root, page);
  pressOnServerPage(page.querySelector('button'));
  appShows(root, '<h1>Geobotics</h1><div class="gs-loading gs-loading-inline" role="status">Loading your team…</div>');
  await waitFor(() => expect(page).not.toBeInTheDocument());
  const pressed = jest.fn();
  const panel = document.createElement('div');
  panel.innerHTML = '<button type="button">Register</button>';
  panel.querySelector('button')?.addEventListener('click', pressed);
  root.querySelector('.gs-loading')?.replaceWith(panel);
  await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
});

test('a plain link followed before the scripts is no press for the app', async () => {
  const { page, root } = serverDocument();
  pressOnServerPage(page.querySelector('main a'));
  takeOverServerPage(root, page);
  appShows(root, '<h1>Geobotics</h1><a href="/great-step/events">All events</a>');
  const followed = jest.fn((event: Event) => event.preventDefault());
  root.querySelector('main a')?.addEventListener('click', followed);
  await waitFor(() => expect(page).not.toBeInTheDocument());
  expect(followed).not.toHaveBeenCalled();
});
