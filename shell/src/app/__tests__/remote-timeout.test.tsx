import { act, screen } from '@testing-library/react';
import { loadRemoteModule } from '../../lib/remotes/federation';
import { REMOTE_TIMEOUT_MS } from '../../lib/remotes';
import { renderApp } from '../../testing/render-app';
import { serveRemotesJson } from '../../testing/serve-remotes-json';

jest.mock('../../lib/remotes/federation');

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

  expect(await screen.findByText('Loading the account section…')).toBeInTheDocument();
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
