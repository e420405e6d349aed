import { hangUntilAborted } from '../../../testing/hang-until-aborted';
import { failLoad } from '../../../testing/runtime-failure';
import { RemoteLoadError } from '../remote-load-error';
import { remotesRuntimePlugin } from '../runtime-plugin';
import { REMOTE_TIMEOUT_MS } from '../timed-fetch';

const ENTRY = 'https://cdn.example.org/events/mf-manifest.json';

function hangingFetch() {
  const fetchMock = jest.fn((_url: unknown, init?: RequestInit) => hangUntilAborted(init));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** An answer as fetch gives it, as far as the plugin reads one (jsdom has no Response). */
const answer = (status: number, headers: Record<string, string> = {}) =>
  ({ status, ok: status < 400, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } }) as Response;

const unreachable = () => new Error('ScriptNetworkError: the events remote is unreachable');

afterEach(() => {
  jest.useRealTimers();
  // No test's fetch outlives it: a failure's probe (server-refusal.ts) then finds no server at all.
  globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
});

test("a manifest that does not answer is aborted after the time-out, and asked for without the browser's stale copy", async () => {
  jest.useFakeTimers();
  const fetchMock = hangingFetch();
  const manifest = remotesRuntimePlugin().fetch?.(ENTRY, {});
  const outcome = expect(manifest).rejects.toMatchObject({ name: 'TimeoutError' });

  jest.advanceTimersByTime(REMOTE_TIMEOUT_MS - 1);
  expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
  jest.advanceTimersByTime(1);
  await outcome;
  expect(fetchMock).toHaveBeenCalledWith(ENTRY, expect.objectContaining({ cache: 'no-cache' }));
});

test("remoteEntry.js gets the same time-out instead of the runtime's own", () => {
  expect(remotesRuntimePlugin().createScript?.({ url: 'https://cdn.example.org/events/remoteEntry.js' })).toEqual({
    timeout: REMOTE_TIMEOUT_MS,
  });
});

test('a failed load becomes a RemoteLoadError naming the remote, which the fallback explains', async () => {
  const failure = failLoad('events', ENTRY, unreachable());
  await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(failure).rejects.toMatchObject({ remote: 'events', refusedOrigin: undefined });
});

test("a load the page's Content-Security-Policy refused names the refused origin", async () => {
  remotesRuntimePlugin(); // starts watching the page's violation reports
  // What Chromium does: it reports the violation, then the request fails like any other.
  const report = new Event('securitypolicyviolation');
  Object.assign(report, { blockedURI: ENTRY });
  document.dispatchEvent(report);
  await expect(failLoad('events', ENTRY, unreachable())).rejects.toMatchObject({
    refusedOrigin: 'https://cdn.example.org',
    message: expect.stringContaining("refused by the page's Content-Security-Policy"),
  });
});

test("a remote's dev server that refused this page's address is named as the reason, not the connection", async () => {
  const entry = 'http://localhost:3002/remoteEntry.js';
  const probe = jest.fn(async () => answer(403, { 'x-dev-server-refused': 'page-address' }));
  globalThis.fetch = probe;
  await expect(failLoad('events', entry, unreachable())).rejects.toMatchObject({
    refusedByServer: 'http://localhost:3002',
    message: "The events remote's server at http://localhost:3002 refused this page's address",
  });
  expect(probe).toHaveBeenCalledWith(entry, expect.objectContaining({ method: 'HEAD' }));
});

test('a 403 without the dev server’s word, or no answer, leaves the failure the connection’s', async () => {
  globalThis.fetch = jest.fn(async () => answer(403));
  await expect(failLoad('events', 'https://cdn.example.net/remoteEntry.js', unreachable())).rejects.toMatchObject({
    refusedByServer: undefined,
    message: 'The events remote could not be loaded',
  });
  globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
  await expect(failLoad('events', 'https://cdn.example.com/remoteEntry.js', unreachable())).rejects.toMatchObject({
    refusedByServer: undefined,
  });
});

test("a failure before the load (the manifest's own step) is left to the runtime, which then fails the load", async () => {
  await expect(failLoad('events', ENTRY, unreachable(), 'afterResolve')).resolves.toBeUndefined();
});
