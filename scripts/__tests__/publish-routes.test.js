const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { publishRoutesPlugins, publishedRoutes } = require('../../federation/publish-routes');

/** A remote in a folder of its own: files written as given, package.json files for its node_modules. */
function remoteFolder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-routes-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const ROUTE_PATHS = `export const routes = {
  home: { path: '/' },
  page: { path: '/page', signedIn: true },
  other: { path: '/other/:id', example: { id: 'x' } },
};
export const links = { home: 'home' };
`;

const npmPackage = (name) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  [`node_modules/${name}/index.js`]: `export const ${name.replace(/\W/g, '')} = '${name}-body '.repeat(2000);\n`,
});

let dirs = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

test("every route lists the files common to the remote's pages, then its page's own, and whether it is for signed-in visitors only; a chunk named after no route is refused", () => {
  const dir = remoteFolder({ 'src/app/route-paths.ts': ROUTE_PATHS });
  dirs.push(dir);
  const pages = new Map([['page', ['route-page.1.js']]]);
  expect(publishedRoutes(dir, { everyPage: [], pages })).toEqual({
    routes: [
      { name: 'home', path: '/', example: '/' },
      { name: 'page', path: '/page', example: '/page', signedIn: true, files: ['route-page.1.js'] },
      { name: 'other', path: '/other/:id', example: '/other/x' },
    ],
    links: { home: '/' },
  });
  expect(publishedRoutes(dir, { everyPage: ['12.1.js'], pages }).routes.map((route) => route.files)).toEqual([
    ['12.1.js'],
    ['12.1.js', 'route-page.1.js'],
    ['12.1.js'],
  ]);
  expect(() => publishedRoutes(dir, { everyPage: [], pages: new Map([['gone', ['route-gone.1.js']]]) })).toThrow(
    /route "gone"/,
  );
});

test("a remote's build refuses to publish a route or link outside its part of the site", () => {
  const dir = remoteFolder({
    'src/app/route-paths.ts': `export const routes = {
  listing: { path: '/great-step/events', label: 'Events' },
  phish: { path: '/signin', label: 'Sign In' },
} as const;
export const links = { events: 'listing', signin: 'phish' } as const;`,
  });
  dirs.push(dir);
  expect(() => publishedRoutes(dir, undefined, 'events')).toThrow(
    /claims what is not the events remote's \(composition.json\): the route \/signin is outside the paths events owns; the link "signin" is not one events may publish/,
  );
});

test("routes.json names a page's chunks and its remote's own shared copies, with their hashes, in its .gz too", async () => {
  const dir = remoteFolder({
    'src/app/route-paths.ts': ROUTE_PATHS,
    // The exposed routes module: what it uses is loaded before any page.
    'src/routes.js': `import { earlylib } from 'early-lib';
export const pages = {
  page: () => import(/* webpackChunkName: "route-page" */ './page.js'),
  other: () => import(/* webpackChunkName: "route-other" */ './other.js'),
};
export const early = earlylib;
`,
    'src/page.js': `import { ownlib } from 'own-lib';
import { react } from 'react';
import { earlylib } from 'early-lib';
export const page = ownlib + react + earlylib;
export const later = () => import('./later.js');
`,
    'src/other.js': `export const other = 'other';\n`,
    'src/later.js': `export const later = 'later-body';\n`,
    ...npmPackage('own-lib'),
    ...npmPackage('react'),
    ...npmPackage('early-lib'),
  });
  dirs.push(dir);
  const shared = Object.fromEntries(
    ['own-lib', 'react', 'early-lib'].map((name) => [name, { singleton: true, requiredVersion: false }]),
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js', publicPath: 'auto' },
    optimization: { minimize: false },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.js' },
        shared,
      }),
      ...publishRoutesPlugins(dir),
      new CompressionPlugin({ filename: '[path][base].gz', test: /\.json$/, threshold: 0, minRatio: 1 }),
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  expect(stats.hasErrors()).toBe(false);

  const dist = path.join(dir, 'dist');
  const written = JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8'));
  const compressed = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'routes.json.gz'))).toString());
  expect(compressed).toEqual(written);

  const filesOf = (name) => written.routes.find((route) => route.name === name).files;
  const text = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
  // The remote's own copy of the package its exposed module uses: asked for only once the entry has run, by every page.
  const [earlyCopy] = filesOf('home');
  expect(filesOf('home')).toHaveLength(1);
  expect(text(earlyCopy)).toContain('early-lib-body');
  expect(filesOf('other')).toEqual([earlyCopy, expect.stringMatching(/^route-other\.[0-9a-f]{8}\.js$/)]);
  // Then the page's chunk (webpack asks for it first), then the remote's own copy of the package only it uses.
  const pageFiles = filesOf('page');
  expect(pageFiles).toHaveLength(3);
  expect(pageFiles[0]).toBe(earlyCopy);
  expect(pageFiles[1]).toMatch(/^route-page\.[0-9a-f]{8}\.js$/);
  expect(text(pageFiles[2])).toContain('own-lib-body');
  // Every file named is one the build wrote, under its final name.
  for (const file of [...pageFiles, ...filesOf('other')]) expect(fs.existsSync(path.join(dist, file))).toBe(true);
  // Not named: what the runtime asks for by itself (the entry, the exposed module's chunk), the shell's react, the
  // page's own later chunk.
  const named = pageFiles.map(text).join('\n');
  expect(pageFiles).not.toContain('remoteEntry.js');
  const exposedChunk = fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .find((file) => text(file).includes('import() | route-other'));
  expect(exposedChunk).toBeDefined();
  expect(pageFiles).not.toContain(exposedChunk);
  expect(named).not.toContain('react-body');
  expect(named).not.toContain('later-body');
});
