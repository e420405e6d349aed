import { RemoteLoadError } from '../remote-load-error';

type Beacon = { url: string; body: unknown };

/** jsdom's Blob has no text(); its FileReader reads one. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    // readAsText: the result is a string.
    reader.readAsText(blob);
  });

/** A fresh module per test: what it has reported is per page, and each test is a page of its own. */
async function freshBeacon() {
  jest.resetModules();
  const sent: Beacon[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      sent.push({ url, body: blob });
      return true;
    },
  });
  const beacon = await import('../health-beacon');
  const bodies = async () =>
    Promise.all(
      sent.map(async ({ url, body }) => ({ url, json: JSON.parse(await blobText(body as Blob)) as unknown })),
    );
  return { ...beacon, bodies };
}

test('reports each remote and outcome once per page, tagged with its release and one random session id', async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies } = await freshBeacon();
  setRemoteReleases({ events: 12, account: null });
  reportRemoteHealth('events', 'ok');
  reportRemoteHealth('events', 'ok');
  reportRemoteHealth('events', 'render-error');
  reportRemoteHealth('account', 'load-failed');
  const sent = await bodies();
  expect(sent.map(({ url }) => url)).toEqual(Array(3).fill('/api/remote-health'));
  expect(sent.map(({ json }) => json)).toEqual([
    { remote: 'events', release: 12, outcome: 'ok', session: expect.stringMatching(/^[0-9a-f]{32}$/) },
    { remote: 'events', release: 12, outcome: 'render-error', session: expect.any(String) },
    { remote: 'account', release: null, outcome: 'load-failed', session: expect.any(String) },
  ]);
  expect(new Set(sent.map(({ json }) => (json as { session: string }).session)).size).toBe(1);
});

test("says nothing of a remote remotes.json names no release for: an integrator's address is no release", async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies } = await freshBeacon();
  setRemoteReleases({ events: undefined, marketing: 4 });
  reportRemoteHealth('events', 'load-failed');
  reportRemoteHealth('account', 'load-failed');
  expect(await bodies()).toEqual([]);
});

test("says nothing of a remote this browser overrides: a developer's bundle is no release's health", async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies } = await freshBeacon();
  setRemoteReleases({ events: 3 }, ['events']);
  reportRemoteHealth('events', 'render-error');
  expect(await bodies()).toEqual([]);
});

test('tells a time-out from any other load failure by the errors behind it', async () => {
  const { loadOutcome } = await freshBeacon();
  const timedOut = new RemoteLoadError('events', 'The events remote could not be loaded', {
    cause: new DOMException('signal timed out', 'TimeoutError'),
  });
  expect(loadOutcome(timedOut)).toBe('timeout');
  expect(loadOutcome(new RemoteLoadError('events', 'x', { cause: new Error('Loading script failed') }))).toBe(
    'load-failed',
  );
});
