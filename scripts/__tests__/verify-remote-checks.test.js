// The judgements of `npm run verify:remote` as data (scripts/verify-remote/): the same verdicts the check
// lines print, per package and per path, for the JSON report; and its command line.
const { parseArgs, UsageError } = require('../verify-remote/args');
const {
  checkClaims,
  checkFragments,
  checkManifest,
  checkOwnership,
  checkPages,
  checkShared,
} = require('../verify-remote/checks');
// The server's own rules for pages.json, as verify:remote takes them from the built API.
const serverRules = {
  readPublishedPages: require('../../api/src/site/published-pages').readPublishedPages,
  pageLookup: require('../../api/src/site/page-lookup').pageLookup,
  readPageFragments: require('../../api/src/site/page-fragments').readPageFragments,
  judgeRemoteFiles: require('../../api/src/site/release-files').judgeRemoteFiles,
};
const { summarise } = require('../verify-remote/smoke');

const shell = {
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: 'react-router-dom', version: '7.18.5', singleton: true },
  ],
};

test('each package shared with the shell is reported with both versions and its verdict', () => {
  const remote = {
    shared: [
      { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true },
      { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
      { name: 'swiper', version: '11.0.0', requiredVersion: '^11.0.0', singleton: false },
    ],
  };
  const { problems, checked, entries } = checkShared(remote, shell);
  expect(checked).toEqual(['react', 'react-router-dom']);
  expect(entries).toEqual([
    { package: 'react', remote: '^18.3.1', shell: '19.3.1', ok: false },
    { package: 'react-router-dom', remote: '^7.18.5', shell: '7.18.5', ok: true },
  ]);
  expect(problems).toEqual([
    'react: it requires ^18.3.1, the shell provides 19.3.1',
    'react: built with 18.3.1, the shell runs 19.3.1 (another major)',
  ]);
});

test('a package shared without a range is reported with the version it was built with', () => {
  const { entries } = checkShared({ shared: [{ name: 'react', version: '19.3.1', singleton: true }] }, shell);
  expect(entries).toEqual([{ package: 'react', remote: '19.3.1', shell: '19.3.1', ok: true }]);
});

test('the paths claimed, and each one that overlaps another remote’s', () => {
  const routes = {
    routes: [
      { path: '/great-step/events', example: '/great-step/events' },
      { path: '/signin', example: '/signin' },
    ],
  };
  const others = { account: { routes: [{ path: '/signin', example: '/signin' }] }, marketing: { routes: [] } };
  expect(checkClaims('events', routes, others)).toEqual({
    problems: ["/signin is also account's (/signin)"],
    claimed: ['/great-step/events', '/signin'],
    conflicts: [{ path: '/signin', remote: 'account', theirs: '/signin' }],
  });
});

test('a remote that publishes no paths claims none', () => {
  expect(checkClaims('events', { routes: [] }, {})).toEqual({
    problems: ['it publishes no paths (routes.json)'],
    claimed: [],
    conflicts: [],
  });
});

test("the smoke journeys' line gives Playwright's counts, or what it said when it gave none", () => {
  expect(summarise({ expected: 26, unexpected: 0, flaky: 0, skipped: 0, duration: 72_400 }, '', 0)).toBe(
    '26 passed (72 s)',
  );
  expect(summarise({ expected: 20, unexpected: 5, flaky: 1, skipped: 0, duration: 90_000 }, '', 1)).toBe(
    '20 passed, 5 failed, 1 flaky (90 s)',
  );
  expect(summarise({}, 'Error: No tests found.\nsomething else\n', 1)).toBe('Error: No tests found.');
  expect(summarise({}, '', null)).toBe('exit null');
});

test('the budget defaults to 150 KB as sent and the journeys run unless told not to', () => {
  expect(parseArgs(['events=https://cdn.example.org/events/mf-manifest.json'], ['events'])).toEqual({
    name: 'events',
    url: 'https://cdn.example.org/events/mf-manifest.json',
    json: null,
    budgetKb: 150,
    smoke: true,
  });
});

test('the options in each form a caller writes them, and every mistake a usage error that names it', () => {
  const url = 'https://cdn.example.org/events/mf-manifest.json';
  const names = ['marketing', 'events', 'account'];
  expect(parseArgs(['--json', `events=${url}`, '--budget-kb', '90', '--no-smoke'], names)).toEqual({
    name: 'events',
    url,
    json: '-',
    budgetKb: 90,
    smoke: false,
  });
  expect(parseArgs([`events=${url}`, '--json=report.json', '--budget-kb=70'], names)).toMatchObject({
    json: 'report.json',
    budgetKb: 70,
  });
  for (const [args, problem] of [
    [[`events=${url}`, '--budget-kb'], /--budget-kb/],
    [[`events=${url}`, '--budget-kb', 'lots'], /--budget-kb needs a number of KB above 0, not "lots"/],
    [[`events=${url}`, '--jsn'], /--jsn/],
    [[`events=${url}`, '--json='], /--json= needs a file name/],
    [[`events=${url}`, `account=${url}`], /one remote at a time/],
    [[`nosuch=${url}`], /"nosuch" is not one of the remotes/],
  ]) {
    expect(() => parseArgs(args, names)).toThrow(UsageError);
    expect(() => parseArgs(args, names)).toThrow(problem);
  }
});

test("a bundle whose host publishes the federation's stats file fails the manifest check, naming the file", () => {
  const manifest = { metaData: { name: 'events' }, exposes: [{ path: './routes' }] };
  expect(checkManifest('events', manifest)).toEqual([]);
  expect(checkManifest('events', manifest, ['mf-manifest-stats.json'])).toEqual([
    "it publishes mf-manifest-stats.json, which names the build machine's paths: delete it, or rebuild",
  ]);
});

test("a bundle's published pages are checked against its routes, by the server's rules", () => {
  const routes = {
    routes: [
      { name: 'listing', path: '/great-step/events' },
      { name: 'eventPage', path: '/great-step/events/competitions/:eventId' },
      { name: 'mine', path: '/mine', signedIn: true },
    ],
  };
  const page = (fields) => ({
    route: 'eventPage',
    path: '/great-step/events/competitions/Geobotics',
    title: 'Geobotics',
    description: 'Geobotics at GreatStep 2025',
    image: { src: 'previews/geobotics.0a0b0c0d.jpg', width: 1200, height: 630, alt: 'Geobotics' },
    ...fields,
  });
  const pagesText = (...pages) => JSON.stringify({ pages });

  expect(
    checkPages(routes, pagesText(page({ aliases: ['/great-step/events/competitions/Robots'] })), serverRules),
  ).toMatchObject({ problems: [] });
  expect(checkPages(routes, null, serverRules)).toMatchObject({
    problems: [],
    note: expect.stringMatching(/generic head/),
  });
  expect(
    checkPages(
      routes,
      pagesText(
        page({ route: 'schedule' }),
        page({ route: 'mine', path: '/mine' }),
        page({ route: 'listing', path: '/great-step/programme' }),
      ),
      serverRules,
    ).problems,
  ).toEqual([
    '/great-step/events/competitions/Geobotics names route "schedule", which its routes.json does not publish',
    '/mine is a page of "mine", for signed-in visitors only',
    '/great-step/programme is no path of its routes',
  ]);
  expect(
    checkPages(routes, pagesText(page({ image: { src: 'https://elsewhere.example/x.jpg' } })), serverRules).problems,
  ).toEqual([expect.stringMatching(/^its pages.json is refused: pages.0.image.src/)]);
});

test("a bundle's prerendered pages are checked against its pages, by the server's rules", () => {
  const pages = [{ path: '/great-step/events' }, { path: '/great-step/events/competitions/Geobotics' }];
  const fragments = (extra = {}) =>
    JSON.stringify({
      assetBase: 'https://gs-prerender.invalid/',
      styles: '.a { color: red; }',
      pages: { '/great-step/events': '<h1>Events</h1>', ...extra },
    });
  expect(checkFragments(pages, fragments(), serverRules)).toEqual({
    problems: [],
    prerendered: ['/great-step/events'],
    note: '; left to the browser: /great-step/events/competitions/Geobotics',
  });
  expect(checkFragments(pages, null, serverRules)).toMatchObject({
    problems: [],
    note: 'publishes no fragments.json: its pages are left to the browser',
  });
  expect(
    checkFragments(pages, fragments({ '/great-step/events/schedule': '<h1>Schedule</h1>' }), serverRules).problems,
  ).toEqual(['/great-step/events/schedule is prerendered, but no page of its pages.json']);
  expect(
    checkFragments(
      pages,
      fragments({ '/great-step/events/competitions/Geobotics': '<script>x()</script>' }),
      serverRules,
    ).problems,
  ).toEqual([
    'its fragments.json is refused: pages./great-step/events/competitions/Geobotics holds a <script> element, which a page may not hold',
  ]);
});

test("a bundle that claims another remote's paths, pages or links fails, as the server would refuse its release", () => {
  const routes = JSON.stringify({
    routes: [{ path: '/great-step/events' }, { path: '/signin' }, { path: '/*' }],
    links: { events: '/great-step/events', signin: '//evil.example/signin' },
  });
  const page = {
    route: 'listing',
    path: '/signin',
    aliases: ['/signup'],
    title: 'Sign In | GreatStep 2025',
    description: 'Sign in',
    image: { src: 'previews/signin.0a0b0c0d.jpg', width: 1200, height: 630, alt: 'Sign in' },
  };
  const fragments = JSON.stringify({
    assetBase: 'https://gs-prerender.invalid/',
    styles: '',
    pages: { '/resetPassword': '<h1>Reset</h1>' },
  });
  expect(
    checkOwnership('events', { routes, pages: JSON.stringify({ pages: [page] }), fragments }, serverRules),
  ).toEqual({
    paths: [
      'the route /signin is outside the paths events owns',
      'the route /* is outside the paths events owns',
      'the link "signin" is not one events may publish',
    ],
    pages: ['the page /signin is outside the paths events owns'],
    fragments: ['the prerendered page /resetPassword is outside the paths events owns'],
  });
  const own = JSON.stringify({ routes: [{ path: '/great-step/events' }], links: { events: '/great-step/events' } });
  expect(checkOwnership('events', { routes: own, pages: null, fragments: null }, serverRules)).toEqual({
    paths: [],
    pages: [],
    fragments: [],
  });
});
