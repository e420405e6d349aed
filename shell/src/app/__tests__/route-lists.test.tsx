import { screen } from '@testing-library/react';
import { loadRemoteModule } from '../../lib/remotes/federation';
import { fakeRemoteModule, fakeRemotes } from '../../testing/fake-remote';
import { renderApp } from '../../testing/render-app';
import { publishedRoutes, serveRemotesJson } from '../../testing/serve-remotes-json';

jest.mock('../../lib/remotes/federation');

const loadRemoteMock = jest.mocked(loadRemoteModule);

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  loadRemoteMock.mockImplementation(async (id) => fakeRemotes[id]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('a page a remote publishes after the shell was built is served by the unchanged shell', async () => {
  serveRemotesJson({
    extra: {
      events: {
        entry: '/remotes/events/mf-manifest.json',
        routes: [...publishedRoutes.events.routes, { path: '/great-step/events/schedule' }],
        links: publishedRoutes.events.links,
      },
    },
  });
  loadRemoteMock.mockImplementation(async (id) =>
    id === 'events/routes' ? fakeRemoteModule({ '/great-step/events/schedule': 'Schedule' }) : fakeRemotes[id],
  );
  renderApp('/great-step/events/schedule');
  expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
});

test('a remote whose list is fetched beside its entry serves its pages', async () => {
  const fetchMock = serveRemotesJson();
  renderApp('/signin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(new URL('https://cdn.example.org/account/routes.json'), expect.anything());
});

test("while a remote's list cannot be fetched, a path no other remote claims shows its fallback, not the 404 page", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveRemotesJson({ accountRoutes: false });
  const { user } = renderApp('/signin');

  expect(await screen.findByRole('heading', { name: 'The account section could not be loaded' })).toBeInTheDocument();
  expect(screen.queryByText('404 Error')).not.toBeInTheDocument();

  serveRemotesJson();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
});

test("a path another remote claims still works while one remote's list is missing", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serveRemotesJson({ accountRoutes: false });
  renderApp('/tmes');
  expect(await screen.findByRole('heading', { level: 1, name: 'TMES' })).toBeInTheDocument();
});
