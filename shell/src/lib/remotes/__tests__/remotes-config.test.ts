import { RemotesConfigError, fetchRemotesConfig, parseRemotesConfig } from '../remotes-config';

const base = 'https://greatstep.example.org/great-step/events';

test('a plain URL per remote still works; relative entries resolve against the page', () => {
  expect(
    parseRemotesConfig(
      {
        marketing: '/remotes/marketing/mf-manifest.json',
        events: 'remotes/events/remoteEntry.js',
        account: 'https://cdn.example.org/account/mf-manifest.json',
      },
      base,
    ),
  ).toEqual({
    remotes: [
      { name: 'marketing', entry: 'https://greatstep.example.org/remotes/marketing/mf-manifest.json', routes: null },
      { name: 'events', entry: 'https://greatstep.example.org/great-step/remotes/events/remoteEntry.js', routes: null },
      { name: 'account', entry: 'https://cdn.example.org/account/mf-manifest.json', routes: null },
    ],
    owners: null,
    overrideOrigins: [],
  });
});

/** What the server writes as `$owners` (composition.json). */
const OWNERS = {
  marketing: { paths: ['/', '/tmes'], links: ['home'] },
  events: { paths: ['/great-step/events/*'], links: ['events'] },
  account: { paths: ['/signin', '/organisers/*'], links: ['signin', 'profile'] },
};

test("holds every remote's folded-in routes and links to the part of the site $owners gives it", () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const site = parseRemotesConfig(
    {
      events: {
        entry: '/remotes/events/mf-manifest.json',
        routes: [
          { path: '/great-step/events', files: ['733.js'] },
          { path: '/signin', files: ['phish.js'] },
          { path: '/*' },
          { path: '/organisers/*', signedIn: true },
        ],
        links: { events: '/great-step/events', signin: '//evil.example/signin', profile: '/great-step/events' },
      },
      account: {
        entry: '/remotes/account/mf-manifest.json',
        routes: [{ path: '/signin' }],
        links: { signin: '/\\evil.example/signin' },
      },
      $owners: OWNERS,
    },
    base,
  );
  expect(site.owners).toEqual(OWNERS);
  expect(site.remotes.map((remote) => [remote.name, remote.routes])).toEqual([
    [
      'events',
      {
        paths: ['/great-step/events'],
        links: { events: '/great-step/events' },
        files: { '/great-step/events': ['733.js'] },
        signedIn: [],
      },
    ],
    ['account', { paths: ['/signin'], links: {} }],
  ]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('the route /signin is outside the paths events owns'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('the link "signin" is not one events may publish'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('the link "signin" is not a path of this site'));
  warn.mockRestore();
});

test('an object entry carries the routes and links the server folded in, and $overrides the allowed origins', () => {
  const site = parseRemotesConfig(
    {
      events: {
        entry: '/remotes/events/mf-manifest.json',
        routes: [{ name: 'listing', path: '/great-step/events', example: '/great-step/events' }],
        links: { events: '/great-step/events' },
      },
      $overrides: ['http://localhost:*'],
    },
    base,
  );
  expect(site.remotes).toEqual([
    {
      name: 'events',
      entry: 'https://greatstep.example.org/remotes/events/mf-manifest.json',
      routes: { paths: ['/great-step/events'], links: { events: '/great-step/events' } },
    },
  ]);
  expect(site.overrideOrigins).toEqual(['http://localhost:*']);
});

test.each([
  null,
  'text',
  [],
  {},
  { marketing: '' },
  { events: { routes: [] } },
  { events: { entry: '/e.json', routes: [{ path: 'relative' }] } },
])('refuses a remotes.json without a usable entry: %p', (json) => {
  expect(() => parseRemotesConfig(json, base)).toThrow(Error);
});

test('says which remote is missing its entry', () => {
  expect(() => parseRemotesConfig({ events: 42 }, base)).toThrow(
    new RemotesConfigError('remotes.json has no entry URL for "events"'),
  );
});

describe('fetchRemotesConfig', () => {
  const fetchSpy = jest.fn<Promise<Partial<Response>>, [URL, RequestInit?]>();
  beforeEach(() => {
    fetchSpy.mockReset();
    // The shell fetches remotes.json by URL and reads only ok and json() of the answer.
    global.fetch = fetchSpy as unknown as typeof fetch;
  });
  afterEach(() => document.getElementById('gs-remotes')?.remove());

  it('reads remotes.json the server wrote into the page, without a request', async () => {
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = 'gs-remotes';
    inline.textContent = JSON.stringify({ marketing: '/remotes/marketing/mf-manifest.json' });
    document.head.append(inline);
    const site = await fetchRemotesConfig();
    expect(site.remotes.map((remote) => remote.name)).toEqual(['marketing']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches remotes.json from beside the page when the page has none', async () => {
    fetchSpy.mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ events: '/remotes/events/mf-manifest.json' }),
    });
    const site = await fetchRemotesConfig();
    expect(site.remotes.map((remote) => remote.name)).toEqual(['events']);
    expect(fetchSpy.mock.calls[0]?.[0].href).toMatch(/\/remotes\.json$/);
  });
});

test('a remote the server serves from a release names the release, which its health reports name', () => {
  const site = parseRemotesConfig(
    {
      events: { entry: 'https://cdn.example.org/events/v2/mf-manifest.json', release: 7 },
      marketing: { entry: '/m.json', release: null },
      account: '/a.json',
    },
    base,
  );
  expect(site.remotes).toEqual([
    { name: 'events', entry: 'https://cdn.example.org/events/v2/mf-manifest.json', routes: null, release: 7 },
    // The built-in entry beside a canary: reported as release null.
    { name: 'marketing', entry: 'https://greatstep.example.org/m.json', routes: null, release: null },
    // Served as configured: no release, and no report.
    { name: 'account', entry: 'https://greatstep.example.org/a.json', routes: null },
  ]);
});
