import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppShell } from '../app/app-shell';

const INTRO_PLAYED_KEY = 'greatstep:intro-played';

/** Renders the whole shell at a path; the intro is skipped unless asked for. */
export function renderApp(path: string, { intro = false }: { intro?: boolean } = {}) {
  if (intro) sessionStorage.removeItem(INTRO_PLAYED_KEY);
  else sessionStorage.setItem(INTRO_PLAYED_KEY, '1');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell />
    </MemoryRouter>,
  );
}

/** Answers the request for remotes.json (jsdom has no fetch of its own). */
export function serveRemotesJson(ok = true): jest.Mock {
  const fetchMock = jest.fn().mockResolvedValue({
    ok,
    status: ok ? 200 : 503,
    json: async () => ({
      marketing: '/remotes/marketing/mf-manifest.json',
      events: '/remotes/events/mf-manifest.json',
      account: 'https://cdn.example.org/account/remoteEntry.js',
    }),
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}
