import { screen } from '@testing-library/react';
import { loadRemoteModule, registerRemoteEntries } from '../federation';
import { startRemotes, startRemotesEarly } from '../start-remotes';
import { fakeRemotes } from '../../../testing/fake-remote';
import { renderApp } from '../../../testing/render-app';
import { serveRemotesJson } from '../../../testing/serve-remotes-json';

jest.mock('../federation');

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  serveRemotesJson();
  jest.mocked(loadRemoteModule).mockImplementation(async (id) => fakeRemotes[id]);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(registerRemoteEntries).mockClear();
  jest.mocked(loadRemoteModule).mockClear();
  window.history.replaceState(null, '', '/');
});

test('registers the remotes and starts loading the page’s remote before anything renders', async () => {
  const started = await startRemotes({ pathname: '/great-step/events/competitions/Geobotics', search: '' });

  expect(started.preloaded).toBe(true);
  expect(started.remotes.map((remote) => remote.name)).toEqual(['marketing', 'events', 'account']);
  expect(registerRemoteEntries).toHaveBeenCalledTimes(1);
  expect(loadRemoteModule).toHaveBeenCalledWith('events/routes');
});

test('a page whose remote’s list has not come yet is left for later: nothing is loaded', async () => {
  // The account remote's routes.json lives beside its entry, fetched once the provider has the list.
  const started = await startRemotes({ pathname: '/profile', search: '' });

  expect(started.preloaded).toBe(false);
  expect(loadRemoteModule).not.toHaveBeenCalled();
});

test('the frame takes the early start: the remotes are registered and the page’s remote loaded once', async () => {
  window.history.replaceState(null, '', '/great-step/events');
  startRemotesEarly();
  renderApp('/great-step/events');

  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(registerRemoteEntries).toHaveBeenCalledTimes(1);
  expect(jest.mocked(loadRemoteModule).mock.calls.filter(([id]) => id === 'events/routes')).toHaveLength(1);
});
