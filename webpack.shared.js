// One webpack config for every front-end app (docs/CONVENTIONS.md#one-webpack-config): an app's own webpack.config.js
// only names its federation name and exposed modules; its dev port comes from composition.json.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { publishRoutesPlugins } = require('./federation/publish-routes');
const { publishPagesPlugins } = require('./federation/publish-pages');
const { StartupScriptsPlugin } = require('./federation/startup-scripts');
const { DropBuildStatsPlugin } = require('./federation/drop-build-stats');
const { devPortOf } = require('./federation/composition');
const { DevRemotesJsonPlugin, devRemotesJsonMiddleware } = require('./federation/dev-remotes-json');
const { allowedHosts, withPageAddressCheck } = require('./federation/dev-server-access');

const SITE_TITLE = 'GreatStep 2025 | TMES IIT Kharagpur';
const SITE_DESCRIPTION =
  "GreatStep 2025, 28–30 March: the technical and management fest of TMES, the Department of Mining Engineering's student society at IIT Kharagpur.";
const THEME_COLOR = '#14110f';

// Every app shares these as singletons; a trailing slash shares the package's subpaths too
// (react/jsx-runtime, react-dom/client, @greatstep/shared/react). The versions are the installed ones, so the
// share scope compares real versions rather than ranges.
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  // react-router-dom is shared trimmed (see TRIMMED_ROUTER below); react-router is never imported on its own, so
  // it must not be a share key: the trimmed module's import of it has to stay inside the build to be tree-shaken.
  ['react-router-dom', 'react-router-dom'],
  ['react-toastify', 'react-toastify'],
  ['@greatstep/shared', '@greatstep/shared'],
  // The subpaths (./react, ./colleges) must come from the same copy as the root, or a hook would watch another
  // copy of the user store than the one the pages write to.
  ['@greatstep/shared/', '@greatstep/shared'],
];

function installedVersion(packageName) {
  if (packageName === '@greatstep/shared') {
    return require(path.join(__dirname, 'shared/package.json')).version;
  }
  return require(require.resolve(`${packageName}/package.json`, { paths: [__dirname] })).version;
}

function sharedSingletons(appPackage) {
  const wanted = { ...appPackage.peerDependencies, ...appPackage.dependencies };
  return Object.fromEntries(
    SINGLETONS.map(([key, packageName]) => [
      key,
      {
        singleton: true,
        version: installedVersion(packageName),
        requiredVersion: wanted[packageName] ?? false,
        packageName,
        ...(key === 'react-router-dom' && { import: TRIMMED_ROUTER }),
      },
    ]),
  );
}

// ---- Federation overhead (docs/PERFORMANCE.md): a trimmed router, one federation runtime for the page ----

// The declarative API of React Router, named export by export, shared under the react-router-dom key.
const TRIMMED_ROUTER = path.join(__dirname, 'federation/react-router-dom.ts');

// @module-federation/enhanced adds the inject-external-runtime plugin with require.resolve, which picks its
// CommonJS build, and that drags a second, CommonJS copy of runtime-core into the shell. Its ES build makes the
// shell hand out the runtime-core it already has.
const INJECT_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_ESM = INJECT_RUNTIME_CJS.replace(/\.cjs$/, '.js');

/**
 * The shell provides the federation runtime to the page; production remotes use it instead of carrying their own
 * (18 → 7 KB per remoteEntry). A remote's dev server keeps its own runtime, so its standalone page runs alone.
 * The price: a remote built against a newer federation runtime needs the shell deployed first.
 */
function runtimeSharing({ remote, production }) {
  if (remote) return { experiments: production ? { externalRuntime: true } : {}, alias: {} };
  return { experiments: { provideExternalRuntime: true }, alias: { [INJECT_RUNTIME_CJS]: INJECT_RUNTIME_ESM } };
}

// ---- end of the federation overhead block ----

/** The site's icon, inline so that every page of every bundle (the rules documents too) carries it for free. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%2314110f'/%3E%3Cpath d='M6 24 16 7l10 17z' fill='%23f2a93b'/%3E%3C/svg%3E";

// The <base> makes the relative script URLs (publicPath 'auto') and remotes.json resolve from the site root
// even when the first request is a deep link such as /great-step/events/competitions/QS.
function htmlTemplate() {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <base href="/" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${SITE_DESCRIPTION}" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <meta name="color-scheme" content="dark" />
    <link rel="icon" href="${FAVICON}" />
    <title>${SITE_TITLE}</title>
  </head>
  <body>
    <noscript>GreatStep 2025 needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

// Text files the server sends compressed: it picks the .br or .gz copy written here by Accept-Encoding
// (@fastify/static's preCompressed), so no request pays for compressing on the fly.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** Brotli at its best quality and gzip for clients without brotli, both written at build time. */
function precompressionPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/**
 * The shell's startup chunks: the shared packages it provides and its app behind `import('./bootstrap')`, in two
 * files: React DOM alone (its evaluation is the longest task of a first visit, better not lengthened further), and
 * the rest. The toast library stays apart: the shell loads it only when a toast is shown. Modules without a file
 * (federation's own provide and consume modules) stay where the plugin put them.
 */
const STARTUP_REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const shellStartupGroups = {
  startupReactDom: {
    name: 'startup-react-dom',
    chunks: 'async',
    enforce: true,
    priority: 2,
    test: (module) => typeof module.resource === 'string' && STARTUP_REACT_DOM.test(module.resource),
  },
  startup: {
    name: 'startup',
    chunks: 'async',
    enforce: true,
    priority: 1,
    test: (module) =>
      typeof module.resource === 'string' && !/[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/.test(module.resource),
  },
};

/**
 * An entry's file name with its content hash. The federation runtime module (@module-federation/enhanced) asks for
 * the entry's file name while webpack is still hashing, before any content hash exists, only to learn the folder it
 * is written to; since webpack 5.111 a [contenthash] there fails the build (webpack/webpack#22199). It gets the
 * plain name then, in the same folder; the file itself is written under the hashed one.
 * @param {import('webpack').PathData} pathData
 */
function hashedEntryFilename(pathData) {
  const chunk = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (pathData.chunk);
  return chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ dir, name, exposes = {} }) {
  const appPackage = require(path.join(dir, 'package.json'));
  const port = devPortOf(path.basename(dir));
  const remote = Object.keys(exposes).length > 0;
  const publicDir = path.join(dir, 'public');

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const runtime = runtimeSharing({ remote, production });
    return {
      mode: production ? 'production' : 'development',
      // exposes are written relative to the app's folder, whatever the working directory.
      context: dir,
      entry: { main: path.join(dir, 'src/index.ts') },
      // No eval-based source maps even in dev: the site's Content-Security-Policy refuses eval, and an integrator runs a
      // remote's dev server inside the full site (REMOTE_EVENTS_URL=http://localhost:3002/mf-manifest.json npm start).
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // The shell's main.js carries a content hash, as every chunk does: a page loaded just before a release keeps
        // running the main.js of its own build with the startup chunks its index.html names, never the next build's.
        // A remote's names stay: hosts load its remoteEntry.js by name, and its main.js is its standalone page's.
        filename: production && !remote ? hashedEntryFilename : '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // A remote's chunk that has not come in 10 s fails its load, which the shell's fallback offers to retry: the
        // same bound the shell's runtime plugin puts on the manifest and remoteEntry.js (docs/ARCHITECTURE.md#loading-a-remote).
        ...(remote && { chunkLoadTimeout: 10_000 }),
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js'],
        // @greatstep/shared is consumed from its TypeScript source, never from a stale dist/.
        conditionNames: ['source', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // The site's theme and global styles, owned by the shell; a remote's standalone dev page imports them too.
        alias: { ...runtime.alias, '@site-styles': path.join(__dirname, 'shell/src/styles') },
      },
      module: {
        rules: [
          {
            test: /\.(ts|tsx)$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                // Transpiling only: `tsc` type-checks in `npm test`, the checker plugin in `npm run dev`.
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                // react-jsx in dev too: jsx-dev-runtime is not what a production shell shares, so a remote's dev server
                // inside the full site brought its own, which calls development-only internals of the shell's
                // production React ('dispatcher.getOwner is not a function'). jsx-runtime is shared and works with both.
                compilerOptions: { jsx: 'react-jsx', sourceMap: !production },
              },
            },
          },
          {
            // Styles travel inside the JS chunks, so a remote's styles arrive with the remote.
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`,
                  },
                },
              },
            ],
          },
          {
            test: /\.(png|jpe?g|gif|webp|svg|avif|mp4|webm)$/i,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // The shell declares no remotes: it registers them at run time from remotes.json.
          shared: sharedSingletons(appPackage),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            ...runtime.experiments,
            optimization: {
              // Browser-only apps: no Node loading paths in the runtime.
              target: 'web',
              // Remotes load no other remotes (only the shell composes), so theirs can drop that code.
              disableRemote: remote,
            },
          },
        }),
        // Only the app's own entry: remoteEntry.js is for hosts, not for this page.
        new HtmlWebpackPlugin({ templateContent: htmlTemplate(), scriptLoading: 'defer', chunks: ['main'] }),
        // The chunks the page needs before it renders start with the page, not after main.js has run.
        ...(production ? [new StartupScriptsPlugin()] : []),
        // ts-loader only transpiles; in dev the types are checked beside the build and shown in the overlay.
        ...(production
          ? []
          : [new ForkTsCheckerWebpackPlugin({ typescript: { configFile: path.join(dir, 'tsconfig.json') } })]),
        // A remote publishes its paths beside mf-manifest.json (routes.json); see federation/publish-routes.js.
        ...publishRoutesPlugins(dir),
        // And the head of each public page with its preview picture (pages.json); see federation/publish-pages.js.
        ...publishPagesPlugins(dir, production),
        // The shell's dev server answers remotes.json with every remote's dev server; `npm start` makes its own.
        ...(remote || production ? [] : [new DevRemotesJsonPlugin()]),
        ...(production ? precompressionPlugins() : []),
        // The federation plugin's stats file names the build machine's paths: never published.
        new DropBuildStatsPlugin(),
      ],
      optimization: {
        // The shell's page names its startup chunks (federation/startup-scripts.js); over HTTP/1.1 a phone opens six
        // connections per host, so ten small files cost it a second round trip. One chunk holds everything the shell
        // needs before a remote can start (docs/PERFORMANCE.md#the-first-visit-fewer-round-trips).
        ...(production && !remote ? { splitChunks: { cacheGroups: shellStartupGroups } } : {}),
        minimize: production,
        // SWC's minifier instead of Terser: Terser took two thirds of a production build, SWC does the same job in a
        // fraction of the time, with output of about the same size.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      // Rebuilds reuse what did not change; the cache is keyed by app and mode, and dropped when a config changes.
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(__dirname, 'node_modules/.cache/webpack'),
        name: `${name}-${production ? 'production' : 'development'}`,
        buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
      },
      // react-dom alone is above webpack's default hint; the first-visit budget is checked by `npm run bench`.
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        // The shell on :3000, or the site of `npm start` opened at localhost, 127.0.0.1 or the LAN address, loads
        // the remotes' scripts and manifests from :3001–3003; a page of any other site is refused
        // (federation/dev-server-access.js, docs/SECURITY.md#the-dev-servers).
        allowedHosts: allowedHosts(),
        setupMiddlewares: (middlewares) => [
          ...(remote ? [] : [devRemotesJsonMiddleware]),
          ...withPageAddressCheck(middlewares),
        ],
        static: fs.existsSync(publicDir) ? { directory: publicDir, watch: true } : false,
        // The API the dev page calls: `npm run dev -w @greatstep/api` on :4000, or DEV_API_URL (such as the site of
        // `npm start`, whose accounts it then signs in with).
        proxy: [{ context: ['/api'], target: process.env.DEV_API_URL || 'http://localhost:4000', changeOrigin: true }],
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      },
    };
  };
}

module.exports = { createConfig, FAVICON };
