const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DropBuildStatsPlugin } = require('../../federation/drop-build-stats');

let dir;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A remote built as webpack.shared.js builds ours: federation with its manifest, then the compressed copies. */
async function buildRemote(plugins) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drop-build-stats-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(
    path.join(dir, 'src/routes.js'),
    "import { router } from 'router';\nexport const routes = router;\n",
  );
  // A shared package given by its file, as ours give react-router-dom (federation/react-router-dom.ts).
  fs.writeFileSync(path.join(dir, 'src/router.js'), "export const router = 'router';\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto' },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.js' },
        shared: { router: { import: path.join(dir, 'src/router.js'), singleton: true, requiredVersion: false } },
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
      new CompressionPlugin({ filename: '[path][base].gz', test: /\.json$/, threshold: 0, minRatio: 1 }),
      ...plugins,
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  expect(stats.hasErrors()).toBe(false);
  return fs.readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.json') || file.endsWith('.gz'));
}

test("a remote's build keeps its manifest but not the federation's stats file, which names the build machine's paths", async () => {
  const files = await buildRemote([new DropBuildStatsPlugin()]);
  expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'mf-manifest.json.gz']));
  expect(files.filter((file) => file.includes('stats'))).toEqual([]);
  for (const file of fs.readdirSync(path.join(dir, 'dist'))) {
    if (!file.endsWith('.gz')) expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).not.toContain(dir);
  }
}, 60_000);

test('without the plugin the federation writes the stats file, with the absolute path of a shared file', async () => {
  const files = await buildRemote([]);
  expect(files).toEqual(expect.arrayContaining(['mf-manifest-stats.json', 'mf-manifest-stats.json.gz']));
  expect(fs.readFileSync(path.join(dir, 'dist/mf-manifest-stats.json'), 'utf8')).toContain(dir);
}, 60_000);
