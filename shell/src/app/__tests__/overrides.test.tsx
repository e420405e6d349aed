import { screen } from '@testing-library/react';
import { loadRemoteModule, registerRemoteEntries } from '../../lib/remotes/federation';
import { OVERRIDES_KEY } from '../../lib/remotes/overrides';
import { loadPage } from '../../lib/remotes/page-location';
import { fakeRemotes } from '../../testing/fake-remote';
import { renderApp } from '../../testing/render-app';
import { publishedRoutes, serveRemotesJson } from '../../testing/serve-remotes-json';

jest.mock('../../lib/remotes/federation');
jest.mock('../../lib/remotes/page-location', () => ({ loadPage: jest.fn() }));

const LOCAL_EVENTS = 'http://localhost:3002/mf-manifest.json';

/** The site's answers, and the overriding bundle's list beside its entry. */
function serve(overrideOrigins?: string[]) {
  const fetchMock = serveRemotesJson(overrideOrigins ? { extra: { $overrides: overrideOrigins } } : {});
  const serveSite = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: URL | string): Promise<unknown> =>
    String(input) === 'http://localhost:3002/routes.json'
      ? { ok: true, status: 200, json: async () => publishedRoutes.events }
      : serveSite?.(input),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.mocked(loadRemoteModule).mockImplementation(async (id) => fakeRemotes[id]);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(registerRemoteEntries).mockClear();
});

test('where the site allows the origin, ?override= points a remote elsewhere, with a banner that resets it', async () => {
  serve(['http://localhost:*']);
  const { user } = renderApp(`/great-step/events?override=events=${encodeURIComponent(LOCAL_EVENTS)}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(registerRemoteEntries).toHaveBeenCalledWith(expect.objectContaining({ events: LOCAL_EVENTS }));
  const banner = screen.getByRole('complementary', { name: 'Remote overrides' });
  expect(banner).toHaveTextContent(`events from ${LOCAL_EVENTS}`);
  expect(JSON.parse(sessionStorage.getItem(OVERRIDES_KEY) ?? '{}')).toEqual({ events: LOCAL_EVENTS });

  await user.click(screen.getByRole('button', { name: 'Reset events' }));
  expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
  expect(loadPage).toHaveBeenCalledWith(expect.not.stringContaining('override='));
});

test('an override kept from earlier in the tab applies without the query parameter', async () => {
  serve(['http://localhost:*']);
  sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ events: LOCAL_EVENTS }));
  renderApp('/great-step/events');
  expect(await screen.findByRole('complementary', { name: 'Remote overrides' })).toHaveTextContent('events');
  expect(registerRemoteEntries).toHaveBeenCalledWith(expect.objectContaining({ events: LOCAL_EVENTS }));
});

test.each([
  ['a site that allows no overrides', undefined, LOCAL_EVENTS],
  ['an origin the site does not list', ['http://localhost:*'], 'https://evil.example.net/mf-manifest.json'],
])('%s refuses the override: the site’s own remote loads, and the page says why', async (_case, origins, url) => {
  serve(origins);
  const { user } = renderApp(`/great-step/events?override=events=${encodeURIComponent(url)}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(registerRemoteEntries).toHaveBeenCalledWith(
    expect.objectContaining({ events: 'http://localhost/remotes/events/mf-manifest.json' }),
  );
  const banner = screen.getByRole('complementary', { name: 'Remote overrides' });
  expect(banner).not.toHaveTextContent('This tab loads remotes from other bundles');
  expect(screen.getByRole('alert')).toHaveTextContent(/Remote override of "events" refused: /);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('refused'));
  expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('complementary', { name: 'Remote overrides' })).not.toBeInTheDocument();
});
