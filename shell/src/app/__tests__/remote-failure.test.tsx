import { screen, within } from '@testing-library/react';
import { loadRemoteModule, registerRemoteEntries } from '../../lib/remotes/federation';
import { fakeRemotes } from '../../testing/fake-remote';
import { failLoad } from '../../testing/runtime-failure';
import { renderApp } from '../../testing/render-app';
import { serveRemotesJson } from '../../testing/serve-remotes-json';

jest.mock('../../lib/remotes/federation');

const loadRemoteMock = jest.mocked(loadRemoteModule);
const EVENTS_ENTRY = 'http://localhost/remotes/events/mf-manifest.json';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('a remote that is down shows a fallback in the layout, the rest keeps working, and Retry loads it', async () => {
  serveRemotesJson();
  let eventsUp = false;
  loadRemoteMock.mockImplementation(async (id) => {
    if (id !== 'events/routes' || eventsUp) return fakeRemotes[id];
    return failLoad('events', EVENTS_ENTRY, new Error('ScriptNetworkError: the events remote is unreachable'));
  });
  const { user } = renderApp('/great-step/events');

  expect(await screen.findByRole('heading', { name: 'The events section could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Its files could not be fetched. Check your connection');
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();

  // Still down: Retry tries again and fails again.
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'The events section could not be loaded' })).toBeInTheDocument();

  // Another remote still works.
  await user.click(nav.getByRole('link', { name: 'About' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  await user.click(nav.getByRole('link', { name: 'Events' }));
  expect(await screen.findByRole('heading', { name: 'The events section could not be loaded' })).toBeInTheDocument();

  eventsUp = true;
  const callsBefore = loadRemoteMock.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(loadRemoteMock.mock.calls.length).toBeGreaterThan(callsBefore);
  // Retry loads again from the same address: the remotes are registered once, as remotes.json has them.
  expect(registerRemoteEntries).toHaveBeenCalledTimes(1);
});

// A script the page's policy refused was once reported as a network failure.
test("a remote refused by the page's Content-Security-Policy says so, not 'check your connection'", async () => {
  serveRemotesJson();
  loadRemoteMock.mockImplementation(async (id) => {
    if (id !== 'events/routes') return fakeRemotes[id];
    // What Chromium does: it reports the violation, then the script's load fails like any other.
    const report = new Event('securitypolicyviolation');
    Object.assign(report, { blockedURI: 'http://localhost/remotes/events/mf-manifest.json' });
    document.dispatchEvent(report);
    // …and the runtime hands the failure to the shell's plugin.
    return failLoad('events', EVENTS_ENTRY, new Error('ScriptNetworkError: the events remote is unreachable'));
  });
  renderApp('/great-step/events');
  expect(await screen.findByRole('heading', { name: 'The events section could not be loaded' })).toBeInTheDocument();
  expect(
    screen.getByText(/The site's security policy refused its files from http:\/\/localhost\./),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
});

test('when remotes.json cannot be loaded, an error with Retry shows inside the layout', async () => {
  serveRemotesJson({ remotesJson: false });
  loadRemoteMock.mockImplementation(async (id) => fakeRemotes[id]);
  const { user } = renderApp('/tmes');

  expect(await screen.findByRole('heading', { name: 'The site could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();

  serveRemotesJson();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'TMES' })).toBeInTheDocument();
});

test('a remote that throws while rendering shows the fallback, and Retry renders it again without a reload', async () => {
  serveRemotesJson();
  let broken = true;
  function FlakyEvents() {
    if (broken) throw new Error('the events page failed to render');
    return <h1>Events</h1>;
  }
  loadRemoteMock.mockImplementation(async (id) =>
    id === 'events/routes' ? { default: FlakyEvents } : fakeRemotes[id],
  );
  const { user } = renderApp('/great-step/events');

  expect(await screen.findByRole('heading', { name: 'The events section could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while showing this page');

  broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
});
