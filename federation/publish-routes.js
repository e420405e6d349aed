// A remote's build publishes its paths: src/app/route-paths.ts (pure data) becomes routes.json beside
// mf-manifest.json. The shell reads that list at run time (folded into remotes.json by `npm start`, fetched beside
// the entry otherwise), so a sub-team adds a page by rebuilding only its remote.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const ROUTE_PATHS_FILE = path.join('src', 'app', 'route-paths.ts');
const ROUTES_JSON = 'routes.json';

/** Evaluates the pure module: no bundler, no React; a type-only import is all it may import. */
function evaluateRoutePaths(file) {
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const module = { exports: {} };
  const refuse = (request) => {
    throw new Error(`${file} must be pure data, but it imports ${request}`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: refuse }, { filename: file });
  return module.exports;
}

/** The pattern with its example values; a trailing `/*` (a remote's area with routes of its own) is its root. */
function examplePath(name, { path: pattern, example = {} }) {
  const root = pattern.endsWith('/*') ? pattern.slice(0, -2) || '/' : pattern;
  return root.replace(/:(\w+)/g, (_match, param) => {
    if (typeof example[param] !== 'string') throw new Error(`route "${name}" needs an example value for :${param}`);
    return encodeURIComponent(example[param]);
  });
}

/** { routes: [{name, path, example}], links: {linkName: path} }: what routes.json holds. */
function publishedRoutes(dir) {
  const file = path.join(dir, ROUTE_PATHS_FILE);
  const { routes, links = {} } = evaluateRoutePaths(file);
  if (!routes || typeof routes !== 'object') throw new Error(`${file} exports no routes`);
  const list = Object.entries(routes).map(([name, route]) => {
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) {
      throw new Error(`route "${name}" in ${file} needs an absolute path`);
    }
    return { name, path: route.path, example: examplePath(name, route) };
  });
  const linked = Object.fromEntries(
    Object.entries(links).map(([link, routeName]) => {
      if (!routes[routeName]) throw new Error(`link "${link}" in ${file} names no route ("${routeName}")`);
      return [link, examplePath(routeName, routes[routeName])];
    }),
  );
  return { routes: list, links: linked };
}

class PublishRoutesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Watched, so the dev server republishes the list when a sub-team adds a path.
          compilation.fileDependencies.add(path.join(this.dir, ROUTE_PATHS_FILE));
          const json = JSON.stringify(publishedRoutes(this.dir), null, 2);
          compilation.emitAsset(ROUTES_JSON, new sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}

/** The plugin for an app that declares routes (the remotes), none for the shell. */
function publishRoutesPlugins(dir) {
  return fs.existsSync(path.join(dir, ROUTE_PATHS_FILE)) ? [new PublishRoutesPlugin(dir)] : [];
}

module.exports = { publishRoutesPlugins, publishedRoutes, ROUTES_JSON };
