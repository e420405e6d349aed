// One webpack config for every front-end app (docs/CONVENTIONS.md#one-webpack-config): an app's own webpack.config.js
// only names its federation name and exposed modules; its dev port comes from composition.json. Its parts with a job
// of their own are in federation/: the shared singletons, the one federation runtime, the page, the compressed copies
// and the shell's startup chunks.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { publishRoutesPlugins } = require('./federation/publish-routes');
const { publishPagesPlugins } = require('./federation/publish-pages');
const { prerenderPlugins } = require('./federation/prerender/prerender-plugin');
const { StartupScriptsPlugin } = require('./federation/startup-scripts');
const { DropBuildStatsPlugin } = require('./federation/drop-build-stats');
const { devPortOf } = require('./federation/composition');
const { DevRemotesJsonPlugin, devRemotesJsonMiddleware } = require('./federation/dev-remotes-json');
const { allowedHosts, withPageAddressCheck } = require('./federation/dev-server-access');
const { sharedSingletons } = require('./federation/shared-singletons');
const { runtimeSharing } = require('./federation/runtime-sharing');
const { htmlTemplate, FAVICON } = require('./federation/page-template');
const { precompressionPlugins } = require('./federation/precompression');
const { hashedEntryFilename, shellStartupGroups } = require('./federation/shell-chunks');

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, prerender?: boolean }} options `prerender`:
 *   false for a remote whose pages are all left to the browser (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes)
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ dir, name, exposes = {}, prerender = true }) {
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
        // And those pages' HTML, rendered at build time (fragments.json; the shell's frame.json): federation/prerender/.
        ...(prerender ? prerenderPlugins({ dir, name, remote, production }) : []),
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
