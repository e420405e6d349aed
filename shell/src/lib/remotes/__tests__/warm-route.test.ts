import { parsePublishedRoutes, type RoutesList } from '../routes';
import { routeFileUrls, warmRoute } from '../warm-route';

const ORIGIN = 'https://greatstep.example.org';
const ENTRY = `${ORIGIN}/remotes/account/mf-manifest.json`;
const SIGNED_IN = { pageOrigin: ORIGIN, signedIn: true };

/** A route list as the account remote's build publishes it (routes.json), `files` relative to the entry. */
function accountRoutes(profileFiles: string[]) {
  return parsePublishedRoutes(
    {
      routes: [
        { name: 'signin', path: '/signin', example: '/signin' },
        { name: 'profile', path: '/profile', example: '/profile', signedIn: true, files: profileFiles },
      ],
      links: { profile: '/profile' },
    },
    'routes.json',
  );
}

const ready = (profileFiles: string[], entry = ENTRY): { entry: string; list: RoutesList } => ({
  entry,
  list: { status: 'ready', routes: accountRoutes(profileFiles) },
});

/** What the federation runtime does once the manifest has come: it adds the remote's entry script to the head. */
function addEntryScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  return script;
}

let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL]>;
beforeEach(() => {
  fetchMock = jest.fn((_url: RequestInfo | URL) => Promise.resolve({ ok: true } as Response));
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  document.head.innerHTML = '';
});

const flushObservers = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

test("a route's files are read from routes.json; a list from an older bundle, without them, still parses", () => {
  expect(accountRoutes(['route-profile.1.js'])).toMatchObject({
    files: { '/profile': ['route-profile.1.js'] },
    signedIn: ['/profile'],
  });
  const older = parsePublishedRoutes({ routes: [{ path: '/signin' }, '/profile'], links: {} }, 'routes.json');
  expect(older).toEqual({ paths: ['/signin', '/profile'], links: {} });
  expect(older.files).toBeUndefined();
  expect(older.signedIn).toBeUndefined();
  // A list it cannot read is no list: the page then loads as it always did.
  expect(parsePublishedRoutes({ routes: [{ path: '/a', files: 'x.js' }] }, 'routes.json').files).toBeUndefined();
});

test("the current page's files resolve beside the entry, and another origin's are left alone", () => {
  const routes = accountRoutes(['route-profile.2.js', 'https://cdn.example.org/account/38.js', '244.2.js']);
  expect(routeFileUrls(routes, ENTRY, '/profile', SIGNED_IN)).toEqual([
    `${ORIGIN}/remotes/account/route-profile.2.js`,
    `${ORIGIN}/remotes/account/244.2.js`,
  ]);
  expect(routeFileUrls(routes, ENTRY, '/signin', SIGNED_IN)).toEqual([]);
  // A remote served from another origin: none of its files are fetched by hand.
  expect(routeFileUrls(routes, 'https://cdn.example.org/account/mf-manifest.json', '/profile', SIGNED_IN)).toEqual([]);
});

test("the page's files are fetched once the remote's entry has been asked for, not before, and once each", async () => {
  warmRoute(ready(['route-profile.3.js', '244.3.js']), '/profile', SIGNED_IN);
  warmRoute(ready(['route-profile.3.js', '244.3.js']), '/profile', SIGNED_IN);
  addEntryScript(`${ORIGIN}/shell-chunk.js`);
  await flushObservers();
  expect(fetchMock).not.toHaveBeenCalled();

  addEntryScript(`${ORIGIN}/remotes/account/remoteEntry.js`);
  await flushObservers();
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    `${ORIGIN}/remotes/account/route-profile.3.js`,
    `${ORIGIN}/remotes/account/244.3.js`,
  ]);
  // The default cache mode, so the script element finds the response in the HTTP cache.
  expect(fetchMock.mock.calls[0]).toHaveLength(1);
});

test('a page only for signed-in visitors is not fetched ahead for a visitor without a stored user', () => {
  addEntryScript(`${ORIGIN}/remotes/account/remoteEntry.js`);
  // The remote sends that visitor to Sign In: the profile's files would be bytes for nothing.
  warmRoute(ready(['route-profile.7.js']), '/profile', { pageOrigin: ORIGIN, signedIn: false });
  expect(fetchMock).not.toHaveBeenCalled();
  warmRoute(ready(['route-profile.7.js']), '/profile', SIGNED_IN);
  expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/remotes/account/route-profile.7.js`);
});

test('an entry already asked for starts the fetches at once', () => {
  addEntryScript(`${ORIGIN}/remotes/account/remoteEntry.js`);
  warmRoute(ready(['route-profile.4.js']), '/profile', SIGNED_IN);
  expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/remotes/account/route-profile.4.js`);
});

test('a file whose fetch failed is fetched again by the next warming (a Retry of the page)', async () => {
  fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
  addEntryScript(`${ORIGIN}/remotes/account/remoteEntry.js`);
  warmRoute(ready(['route-profile.5.js']), '/profile', SIGNED_IN);
  await flushObservers();
  warmRoute(ready(['route-profile.5.js']), '/profile', SIGNED_IN);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('nothing is fetched for a list still loading, a page without files, or a remote that never starts', async () => {
  jest.useFakeTimers();
  try {
    warmRoute({ entry: ENTRY, list: { status: 'loading' } }, '/profile', SIGNED_IN);
    warmRoute(ready([]), '/profile', SIGNED_IN);
    warmRoute(ready(['route-profile.6.js']), '/signin', SIGNED_IN);
    warmRoute(ready(['route-profile.6.js']), '/profile', SIGNED_IN);
    // The remote's time-out passes without its entry: the watch stops, and a late script changes nothing.
    jest.advanceTimersByTime(10_000);
    addEntryScript(`${ORIGIN}/remotes/account/remoteEntry.js`);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});
