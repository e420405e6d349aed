import { hangUntilAborted } from '../../../testing/hang-until-aborted';
import { failLoad } from '../../../testing/runtime-failure';
import { RemoteLoadError, REMOTE_TIMEOUT_MS, remotesRuntimePlugin } from '../runtime-plugin';

const ENTRY = 'https://cdn.example.org/events/mf-manifest.json';

function hangingFetch() {
  const fetchMock = jest.fn((_url: unknown, init?: RequestInit) => hangUntilAborted(init));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

const unreachable = () => new Error('ScriptNetworkError: the events remote is unreachable');

afterEach(() => {
  jest.useRealTimers();
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

test("a failure before the load (the manifest's own step) is left to the runtime, which then fails the load", async () => {
  await expect(failLoad('events', ENTRY, unreachable(), 'afterResolve')).resolves.toBeUndefined();
});
