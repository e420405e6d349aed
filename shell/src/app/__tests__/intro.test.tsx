import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppShell } from '../app-shell';
import { INTRO_MS, INTRO_PLAYED_KEY } from '../../features/intro/intro-timing';
import { SERVER_PAGE_ID } from '../../lib/prerender/server-page';
import { loadRemoteModule } from '../../lib/remotes/federation';
import { fakeRemotes } from '../../testing/fake-remote';
import { renderApp } from '../../testing/render-app';
import { serveRemotesJson } from '../../testing/serve-remotes-json';

jest.mock('../../lib/remotes/federation');

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  serveRemotesJson();
  jest.mocked(loadRemoteModule).mockImplementation(async (id) => fakeRemotes[id]);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the intro plays for 2.8 s while the page loads beneath it, then the app shows', async () => {
  renderApp('/great-step/events', { intro: true });
  expect(screen.getByText('Loading GreatStep')).toHaveAttribute('role', 'status');
  // The current route's remote is requested during the intro, not after it.
  await act(async () => {
    jest.advanceTimersByTime(100);
  });
  expect(loadRemoteModule).toHaveBeenCalledWith('events/routes');

  await act(async () => {
    jest.advanceTimersByTime(INTRO_MS - 200);
  });
  expect(screen.getByText('Loading GreatStep')).toBeInTheDocument();

  await act(async () => {
    jest.advanceTimersByTime(100);
  });
  expect(screen.queryByText('Loading GreatStep')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
});

test('the intro plays once per visit', async () => {
  const first = renderApp('/', { intro: true });
  await act(async () => {
    jest.advanceTimersByTime(INTRO_MS);
  });
  first.unmount();
  expect(sessionStorage.getItem(INTRO_PLAYED_KEY)).toBe('1');

  render(
    <MemoryRouter>
      <AppShell />
    </MemoryRouter>,
  );
  expect(screen.queryByText('Loading GreatStep')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
});

test('a first page that came in its HTML shows at once: no intro over it, and the visit counts it as played', async () => {
  // The server wrote the page into the document (docs/PERFORMANCE.md#the-page-in-its-html).
  const serverPage = document.createElement('div');
  serverPage.id = SERVER_PAGE_ID;
  document.body.append(serverPage);
  try {
    renderApp('/great-step/events', { intro: true });
    expect(screen.queryByText('Loading GreatStep')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(INTRO_PLAYED_KEY)).toBe('1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  } finally {
    serverPage.remove();
  }
});
