const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const sharp = require('sharp');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { publishPagesPlugins, publishedPages } = require('../../federation/publish-pages');
const { evaluatePureModule } = require('../../federation/pure-module');

const root = path.join(__dirname, '..', '..');

/** A remote in a folder of its own, with the files given. */
function remoteFolder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-pages-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const ROUTE_PATHS = `export const routes = {
  home: { path: '/' },
  contest: { path: '/contests/:id', example: { id: 'a' } },
  profile: { path: '/profile', signedIn: true },
};
`;

/** A remote's page heads with its own prize, as a sub-team writes them; `extra` is added to the list. */
const pageHeads = (prize, extra = '') => `import type { PageHeadDeclaration } from '@greatstep/shared';
import { prizeText } from './prize';
const preview = (title: string) => ({
  kicker: 'Kicker',
  title,
  lines: [{ label: 'Prize', value: prizeText(${prize}) }],
  alt: title,
});
export const pageHeads: PageHeadDeclaration[] = [
  { route: 'home', path: '/', title: 'Home', description: 'The home page.', preview: preview('Home') },
  {
    route: 'contest',
    path: '/contests/a',
    aliases: ['/contests/A-1'],
    title: 'Contest A',
    description: 'Contest A: ' + prizeText(${prize}),
    preview: { ...preview('Contest A'), art: 'src/art.png' },
    structuredData: { '@context': 'https://schema.org', '@type': 'Event', name: 'Contest A' },
  },
  ${extra}
];
`;

let dirs = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

async function fixture(prize, extra) {
  const art = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f4858' } })
    .png()
    .toBuffer();
  const dir = remoteFolder({
    'src/app/route-paths.ts': ROUTE_PATHS,
    'src/app/page-heads.ts': pageHeads(prize, extra),
    'src/app/prize.ts': 'export const prizeText = (prize: number) => `Rs ${prize} in prizes`;\n',
    'src/art.png': art,
  });
  dirs.push(dir);
  return dir;
}

test('the events remote publishes every event at its one address, with its prize, dates, picture and Event data', async () => {
  const { json, pictures } = await publishedPages(path.join(root, 'mf-events'));
  // The events and their facts as the events team writes them (mf-events/src/content/), so a changed prize passes.
  const { events, findEventById } = evaluatePureModule(path.join(root, 'mf-events/src/lib/fest-events.ts'));
  const { prizeText } = evaluatePureModule(path.join(root, 'mf-events/src/lib/event-facts.ts'));
  const { festDates } = evaluatePureModule(path.join(root, 'mf-events/src/content/fest.ts'));
  const byPath = new Map(json.pages.map((page) => [page.path, page]));
  for (const event of events) {
    const page = byPath.get(`/great-step/events/competitions/${event.id}`);
    expect(page).toMatchObject({ route: 'eventPage', title: `${event.name} | GreatStep 2025` });
    // An event still to be announced has no Event: no date to give (event-rich-results.test.js judges the others).
    if (event.comingSoon) expect(page.structuredData).toBeUndefined();
    else expect(page.structuredData).toMatchObject({ '@type': 'Event', name: event.name });
  }
  const geobotics = byPath.get('/great-step/events/competitions/Geobotics');
  expect(geobotics.description).toContain(prizeText(findEventById('Geobotics')));
  expect(geobotics.structuredData).toMatchObject({ startDate: festDates.start, endDate: festDates.end });
  expect(geobotics.image).toMatchObject({ width: 1200, height: 630 });
  expect(geobotics.image.src).toMatch(/^previews\/great-step-events-competitions-geobotics\.[0-9a-f]{8}\.jpg$/);
  expect(await sharp(pictures.get(geobotics.image.src)).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
  // Each event's picture is its own.
  expect(new Set(json.pages.map((page) => page.image.src)).size).toBe(json.pages.length);
  expect(byPath.get('/great-step/events/competitions/Mine_A_Thon').aliases).toEqual([
    '/great-step/events/competitions/Mine-A-Thon',
  ]);
  expect(byPath.get('/great-step/events/competitions/QS').structuredData).toMatchObject({
    startDate: findEventById('QS').dates.start,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
  });
  // The mailed team links are nobody's to find.
  expect(json.pages.map((page) => page.route)).not.toContain('leaveTeam');
});

test("the society's pages and the account's forms have heads and pictures of their own; no signed-in page has one", async () => {
  const marketing = await publishedPages(path.join(root, 'mf-marketing'));
  expect(marketing.json.pages.map((page) => page.path)).toEqual(['/', '/tmes', '/aboutus']);
  const account = await publishedPages(path.join(root, 'mf-account'));
  expect(account.json.pages.map((page) => page.path)).toEqual(['/signin', '/signup', '/resetPassword']);
  // Sign in and the reset are steps of an account: served with their heads, kept out of the sitemap.
  expect(account.json.pages.filter((page) => page.utility).map((page) => page.path)).toEqual([
    '/signin',
    '/resetPassword',
  ]);
  for (const { json, pictures } of [marketing, account]) {
    for (const page of json.pages) expect(pictures.has(page.image.src)).toBe(true);
  }
  // Each picture's alt (og:image:alt) is its own across the whole site, as each picture is.
  const events = await publishedPages(path.join(root, 'mf-events'));
  const alts = [marketing, account, events].flatMap(({ json }) => json.pages.map((page) => page.image.alt));
  expect(new Set(alts).size).toBe(alts.length);
});

test("a remote's changed prize changes its pages.json and its picture's address, and nothing is drawn twice", async () => {
  const before = await publishedPages(await fixture(1000));
  const after = await publishedPages(await fixture(2000));
  const contest = (published) => published.json.pages.find((page) => page.path === '/contests/a');
  expect(contest(before).description).toBe('Contest A: Rs 1000 in prizes');
  expect(contest(after).description).toBe('Contest A: Rs 2000 in prizes');
  expect(contest(after).image.src).not.toBe(contest(before).image.src);
  expect(contest(after).structuredData).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Contest A',
  });
  expect(contest(after).aliases).toEqual(['/contests/A-1']);
  // Drawn with the same words and art, a picture is the same file (from the cache of earlier builds).
  const again = await publishedPages(await fixture(2000));
  expect(contest(again).image.src).toBe(contest(after).image.src);
});

test('the build refuses page heads that do not match its routes, a signed-in page, an impure import', async () => {
  const refused = async (extra) => {
    const dir = await fixture(1000, extra);
    return publishedPages(dir).then(
      () => 'published',
      (error) => error.message,
    );
  };
  const page = (fields) =>
    `{ title: 'T', description: 'D', preview: { kicker: 'K', title: 'T', lines: [], alt: 'A' }, ${fields} },`;
  expect(await refused(page("route: 'contest', path: '/elsewhere'"))).toMatch(
    /\/elsewhere is not a path of route "contest"/,
  );
  expect(await refused(page("route: 'profile', path: '/profile'"))).toMatch(/for signed-in visitors/);
  expect(await refused(page("route: 'gone', path: '/gone'"))).toMatch(/names route "gone"/);
  expect(await refused(page("route: 'contest', path: '/contests/b', aliases: ['/profile']"))).toMatch(
    /alias \/profile is no path of this remote's public routes/,
  );
  expect(await refused(page("route: 'contest', path: '/contests/A'"))).toMatch(/\/contests\/a is published twice/i);
  expect(
    await refused(
      page(
        "route: 'contest', path: '/contests/c', preview: { kicker: 'K', title: 'T', lines: [], alt: 'A', art: '../x.png' }",
      ),
    ),
  ).toMatch(/art \.\.\/x\.png is no file of the remote/);
  // A picture is drawn whole with every line named, or not published (docs/ARCHITECTURE.md#preview-pictures).
  expect(
    await refused(
      page(
        "route: 'contest', path: '/contests/d', preview: { kicker: 'K', title: 'T', lines: ['Rs 80000'], alt: 'A' }",
      ),
    ),
  ).toMatch(/\/contests\/d: each line of its preview needs a label and a value/);
  expect(
    await refused(
      page(
        `route: 'contest', path: '/contests/e', preview: { kicker: 'K', title: '${'Unbreakable'.repeat(8)}', lines: [], alt: 'A' }`,
      ),
    ),
  ).toMatch(/\/contests\/e: its preview cannot be drawn: its title "(Unbreakable)+" does not fit/);

  const dir = await fixture(1000);
  fs.writeFileSync(
    path.join(dir, 'src/app/prize.ts'),
    "import React from 'react';\nexport const prizeText = () => React;\n",
  );
  await expect(publishedPages(dir)).rejects.toThrow(
    /page-heads\.ts → .*prize\.ts must be pure data, but it imports react/,
  );
});

test("a production build writes pages.json, its .gz, and each page's picture beside it", async () => {
  const dir = await fixture(1000);
  fs.writeFileSync(path.join(dir, 'src/index.js'), 'export const index = 1;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist') },
    plugins: [
      ...publishPagesPlugins(dir, true),
      new CompressionPlugin({ filename: '[path][base].gz', test: /\.json$/, threshold: 0, minRatio: 1 }),
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  expect(stats.hasErrors()).toBe(false);
  const dist = path.join(dir, 'dist');
  const written = JSON.parse(fs.readFileSync(path.join(dist, 'pages.json'), 'utf8'));
  expect(JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'pages.json.gz'))).toString())).toEqual(written);
  for (const page of written.pages) {
    expect(await sharp(path.join(dist, page.image.src)).metadata()).toMatchObject({ width: 1200, height: 630 });
  }
  // Not in a dev build: the dev servers serve no page heads.
  expect(publishPagesPlugins(dir, false)).toEqual([]);
});
