import { act, screen } from '@testing-library/react';
import { loadRemoteModule } from '../../features/remotes/load-remote';
import { REMOTE_TIMEOUT_MS } from '../../features/remotes/remote-routes-loader';
import { renderApp, serveRemotesJson } from '../../testing/render-app';

jest.mock('../../features/remotes/load-remote', () => ({
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a remote that never answers shows the loading state, then the fallback after the time-out', async () => {
  serveRemotesJson();
  jest.mocked(loadRemoteModule).mockReturnValue(new Promise(() => undefined));
  renderApp('/signin');

  expect(await screen.findByRole('status')).toHaveTextContent('Loading the account section…');
  await act(async () => {
    jest.advanceTimersByTime(REMOTE_TIMEOUT_MS - 100);
  });
  expect(screen.queryByRole('heading', { name: 'The account section could not be loaded' })).not.toBeInTheDocument();

  await act(async () => {
    jest.advanceTimersByTime(200);
  });
  expect(await screen.findByRole('heading', { name: 'The account section could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
