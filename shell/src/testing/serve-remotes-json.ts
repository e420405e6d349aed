/** What the remotes publish in these tests (their routes.json), in the shape their builds write. */
export const publishedRoutes = {
  marketing: {
    routes: [{ path: '/' }, { path: '/tmes' }, { path: '/aboutus' }],
    links: { home: '/', society: '/tmes', about: '/aboutus' },
  },
  events: {
    routes: [{ path: '/great-step/events' }, { path: '/great-step/events/competitions/:eventId' }],
    links: { events: '/great-step/events' },
  },
  account: {
    routes: [
      { path: '/signin' },
      { path: '/signup' },
      { path: '/profile' },
      { path: '/payment' },
      { path: '/resetPassword' },
      { path: '/changePassword/:email/:token' },
    ],
    links: { signin: '/signin', profile: '/profile' },
  },
};

const ACCOUNT_ENTRY = 'https://cdn.example.org/account/remoteEntry.js';

interface Answers {
  /** remotes.json answers 503 when false. */
  remotesJson?: boolean;
  /** The account remote's routes.json (fetched beside its entry) answers 503 when false. */
  accountRoutes?: boolean;
  /** More entries of remotes.json (e.g. `$overrides`). */
  extra?: Record<string, unknown>;
}

function answer(ok: boolean, json: unknown) {
  return { ok, status: ok ? 200 : 503, json: async () => json };
}

/**
 * Answers the shell's requests as `npm start` would (jsdom has no fetch of its own): remotes.json with the
 * marketing and events lists folded in, and the account remote as a plain URL whose list lives beside its entry.
 */
export function serveRemotesJson({ remotesJson = true, accountRoutes = true, extra = {} }: Answers = {}): jest.Mock {
  const fetchMock = jest.fn(async (input: URL | string) => {
    const url = String(input);
    if (url.endsWith('/remotes.json')) {
      return answer(remotesJson, {
        marketing: { entry: '/remotes/marketing/mf-manifest.json', ...publishedRoutes.marketing },
        events: { entry: '/remotes/events/mf-manifest.json', ...publishedRoutes.events },
        account: ACCOUNT_ENTRY,
        ...extra,
      });
    }
    if (url === new URL('routes.json', ACCOUNT_ENTRY).href) return answer(accountRoutes, publishedRoutes.account);
    return answer(false, null);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
