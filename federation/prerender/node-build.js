// The prerender bundle of an app: its pages compiled for Node from the same sources and with the same rules as its
// browser build (so the same class names and asset names), in one file, stylesheets collected instead of injected
// (collect-css-loader.js), assets named but not written, React and the router taken from node_modules.
const crypto = require('node:crypto');
const path = require('node:path');

const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache');
/** What an asset's address starts with in prerendered HTML: the server writes the remote's own address in its place. */
const ASSET_BASE = 'https://gs-prerender.invalid/';
const EXTERNAL = /^(react|react-dom|react-router|react-router-dom)(\/.*)?$/;

/** The browser build's stylesheet rule with the collector in style-loader's place. */
function withCollectedStyles(rule) {
  if (!Array.isArray(rule.use) || !rule.use.includes('style-loader')) return rule;
  return {
    ...rule,
    use: rule.use.map((use) => (use === 'style-loader' ? require.resolve('./collect-css-loader') : use)),
  };
}

/** Asset rules name their files as the browser build does, but the browser build writes them. */
function withoutEmit(rule) {
  return rule.type === 'asset/resource' ? { ...rule, generator: { ...rule.generator, emit: false } } : rule;
}

/**
 * @param {import('webpack').WebpackOptionsNormalized} browser the app's browser build's options
 * @param {{ name: string, entry: string, alias?: Record<string, string>, webpack: typeof import('webpack') }} options
 * @returns {{ config: import('webpack').Configuration, bundle: string }}
 */
function prerenderBuild(browser, { name, entry, alias = {}, webpack }) {
  // One folder per app folder: a copy of a remote built elsewhere (scripts/build-remote-variant.js) has its own.
  const folder = crypto.createHash('sha256').update(browser.context).digest('hex').slice(0, 8);
  const outDir = path.join(CACHE_DIR, 'greatstep-prerender', `${name}-${folder}`);
  // The trimmed router of the browser builds (federation/react-router-dom.ts) is for the browser; Node takes the
  // router from node_modules, like React.
  const browserAlias = Object.fromEntries(
    Object.entries(browser.resolve.alias ?? {}).filter(([request]) => !EXTERNAL.test(request.replace(/\$$/, ''))),
  );
  const config = {
    name: `${name}-prerender`,
    mode: 'production',
    target: 'node',
    context: browser.context,
    devtool: false,
    entry: { prerender: entry },
    output: {
      path: outDir,
      filename: 'prerender.js',
      library: { type: 'commonjs2' },
      publicPath: ASSET_BASE,
      assetModuleFilename: browser.output.assetModuleFilename,
      clean: true,
    },
    externals: [
      ({ request }, callback) => (EXTERNAL.test(request ?? '') ? callback(null, `commonjs ${request}`) : callback()),
    ],
    resolve: { ...browser.resolve, alias: { ...browserAlias, ...alias } },
    resolveLoader: browser.resolveLoader,
    module: { rules: browser.module.rules.map((rule) => withoutEmit(withCollectedStyles(rule))) },
    // The build-time settings the app's pages read (the events' Quizomania form) are the browser build's.
    plugins: [
      ...browser.plugins.filter((plugin) => plugin instanceof webpack.DefinePlugin),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    // Cached as the browser build is, or not at all when it is not (a one-off build of a copy).
    cache: browser.cache && {
      type: 'filesystem',
      cacheDirectory: path.join(CACHE_DIR, 'webpack'),
      name: `${name}-prerender-${folder}`,
      buildDependencies: { config: [__filename, ...(browser.cache.buildDependencies?.config ?? [])] },
    },
  };
  return { config, bundle: path.join(outDir, 'prerender.js') };
}

module.exports = { prerenderBuild, ASSET_BASE };
