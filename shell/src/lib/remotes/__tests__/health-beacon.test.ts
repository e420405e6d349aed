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

/** Lets the ticket's promise chain run: the beacon waits for the page's load, an idle moment and the answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/**
 * A fresh module per test: what it has reported is per page, and each test is a page of its own. The ticket call
 * answers `ticket` (null: it fails).
 */
async function freshBeacon(ticket: string | null = 'page-load-ticket') {
  jest.resetModules();
  delete window.gsHealthTicket;
  const sent: Beacon[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => {
      sent.push({ url, body: blob });
      return true;
    },
  });
  // jsdom has no Response: what the beacon reads of one.
  const asked = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      ticket === null
        ? { ok: false, json: () => Promise.resolve({ success: false, message: 'Too many requests' }) }
        : { ok: true, json: () => Promise.resolve({ success: true, message: 'Ticket issued', ticket }) },
    ),
  );
  global.fetch = asked as unknown as typeof fetch;
  const beacon = await import('../health-beacon');
  const bodies = async () => {
    await settle();
    return Promise.all(
      sent.map(async ({ url, body }) => ({ url, json: JSON.parse(await blobText(body as Blob)) as unknown })),
    );
  };
  return { ...beacon, bodies, asked };
}

test('reports each remote and outcome once per page load, tagged with its release and the page load’s one ticket', async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies, asked } = await freshBeacon();
  setRemoteReleases({ events: 12, account: null });
  reportRemoteHealth('events', 'ok');
  reportRemoteHealth('events', 'ok');
  reportRemoteHealth('events', 'render-error');
  reportRemoteHealth('account', 'load-failed');
  const sent = await bodies();
  expect(sent.map(({ url }) => url)).toEqual(Array(3).fill('/api/remote-health'));
  expect(sent.map(({ json }) => json)).toEqual([
    { remote: 'events', release: 12, outcome: 'ok', ticket: 'page-load-ticket' },
    { remote: 'events', release: 12, outcome: 'render-error', ticket: 'page-load-ticket' },
    { remote: 'account', release: null, outcome: 'load-failed', ticket: 'page-load-ticket' },
  ]);
  // One ticket for the page load, whatever it reports.
  expect(asked.mock.calls).toEqual([['/api/remote-health/ticket', { method: 'POST' }]]);
});

test('asks for the ticket only once the page has loaded, off the path of its first paint', async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies, asked } = await freshBeacon();
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  try {
    setRemoteReleases({ events: 12 });
    reportRemoteHealth('events', 'ok');
    expect(await bodies()).toEqual([]);
    expect(asked).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect((await bodies()).map(({ json }) => json)).toEqual([
      { remote: 'events', release: 12, outcome: 'ok', ticket: 'page-load-ticket' },
    ]);
  } finally {
    readyState.mockRestore();
  }
});

test("takes the ticket the page's own script asked for when the app was slow to take over: one page load", async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies, asked } = await freshBeacon();
  window.gsHealthTicket = Promise.resolve('asked-by-the-page');
  setRemoteReleases({ events: 12 });
  reportRemoteHealth('events', 'ok');
  expect((await bodies()).map(({ json }) => json)).toEqual([
    { remote: 'events', release: 12, outcome: 'ok', ticket: 'asked-by-the-page' },
  ]);
  expect(asked).not.toHaveBeenCalled();
});

test('sends nothing when no ticket comes: the report would count for nothing', async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies } = await freshBeacon(null);
  setRemoteReleases({ events: 12 });
  reportRemoteHealth('events', 'load-failed');
  expect(await bodies()).toEqual([]);
});

test("says nothing of a remote remotes.json names no release for: an integrator's address is no release", async () => {
  const { setRemoteReleases, reportRemoteHealth, bodies, asked } = await freshBeacon();
  setRemoteReleases({ events: undefined, marketing: 4 });
  reportRemoteHealth('events', 'load-failed');
  reportRemoteHealth('account', 'load-failed');
  expect(await bodies()).toEqual([]);
  expect(asked).not.toHaveBeenCalled();
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
