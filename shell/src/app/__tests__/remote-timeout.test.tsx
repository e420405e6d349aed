import { act, screen } from '@testing-library/react';
import { loadRemoteModule } from '../../lib/remotes/federation';
import { REMOTE_TIMEOUT_MS } from '../../lib/remotes';
import { remotesRuntimePlugin } from '../../lib/remotes/runtime-plugin';
import { failLoad } from '../../testing/runtime-failure';
import { hangUntilAborted } from '../../testing/hang-until-aborted';
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

const MANIFEST = 'https://cdn.example.org/account/mf-manifest.json';

/** The runtime asks for the manifest through the shell's plugin, and hands a failure back to it. */
async function loadThroughPlugin(): Promise<unknown> {
  try {
    return await remotesRuntimePlugin().fetch?.(MANIFEST, {});
  } catch (error) {
    return failLoad('account', MANIFEST, error);
  }
}

test('a remote that never answers shows the loading state, then the fallback after the time-out', async () => {
  const site = serveRemotesJson();
  const answerSite = site.getMockImplementation() as (url: URL | string) => Promise<Response>;
  site.mockImplementation((url: URL | string, init?: RequestInit) =>
    String(url) === MANIFEST ? hangUntilAborted(init) : answerSite(url),
  );
  jest.mocked(loadRemoteModule).mockImplementation(loadThroughPlugin);
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
