import { screen, waitFor, within } from '@testing-library/react';
import { loadRemoteModule, registerRemoteEntries } from '../../lib/remotes/federation';
import { fakeRemotes } from '../../testing/fake-remote';
import { renderApp } from '../../testing/render-app';
import { serveRemotesJson } from '../../testing/serve-remotes-json';

jest.mock('../../lib/remotes/federation');

const loadRemoteMock = jest.mocked(loadRemoteModule);
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  serveRemotesJson();
  loadRemoteMock.mockImplementation(async (id) => fakeRemotes[id]);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.clearAllMocks();
  scrollTo.mockRestore();
});

test('registers the remotes of remotes.json, resolved against the page', async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith(new URL('http://localhost/remotes.json'), expect.anything());
  expect(registerRemoteEntries).toHaveBeenCalledWith({
    marketing: 'http://localhost/remotes/marketing/mf-manifest.json',
    events: 'http://localhost/remotes/events/mf-manifest.json',
    account: 'https://cdn.example.org/account/remoteEntry.js',
  });
});

test("a path's owning remote renders its page inside the layout", async () => {
  renderApp('/great-step/events/competitions/QS');
  expect(await screen.findByRole('heading', { level: 1, name: 'Event page' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('events/routes');
});

test('an unknown path shows the 404 page without loading any remote', async () => {
  renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeInTheDocument();
  expect(screen.getByText("This Page Doesn't Exist")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(registerRemoteEntries).toHaveBeenCalled());
  expect(loadRemoteMock).not.toHaveBeenCalled();
});

test('every navigation scrolls back to the top', async () => {
  const { user } = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  scrollTo.mockClear();

  await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Events' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
