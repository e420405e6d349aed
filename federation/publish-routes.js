// A remote's build publishes its paths: src/app/route-paths.ts (pure data) becomes routes.json beside
// mf-manifest.json. The shell reads that list at run time (folded into remotes.json by `npm start`, fetched beside
// the entry otherwise), so a sub-team adds a page by rebuilding only its remote.
const fs = require('node:fs');
const path = require('node:path');
const { evaluatePureModule } = require('./pure-module');
const { owners, remotes } = require('./composition');

/** The library's rules of who owns which paths (shared/src/path-ownership.ts), as the server and the shell judge. */
const OWNERSHIP_FILE = path.join(__dirname, '..', 'shared', 'src', 'path-ownership.ts');

/**
 * Refuses to publish routes or links the server would refuse a release for and the shell would leave out: a build
 * speaks only for its remote's part of the site (composition.json's `owns`, docs/ARCHITECTURE.md#who-owns-which-paths).
 */
function checkOwnership(remote, file, list, links) {
  const { judgeRoutes } = evaluatePureModule(OWNERSHIP_FILE);
  const { problems } = judgeRoutes(remote, { paths: list.map((route) => route.path), links }, owners);
  if (problems.length > 0) {
    throw new Error(`${file} claims what is not the ${remote} remote's (composition.json): ${problems.join('; ')}`);
  }
}

/** The name composition.json gives the remote built in `dir`, or null for a folder it does not name. */
function remoteOf(dir) {
  return remotes.find((remote) => path.resolve(__dirname, '..', remote.folder) === path.resolve(dir))?.name ?? null;
}

const ROUTE_PATHS_FILE = path.join('src', 'app', 'route-paths.ts');
const ROUTES_JSON = 'routes.json';

/** The pattern with its example values; a trailing `/*` (a remote's area with routes of its own) is its root. */
function examplePath(name, { path: pattern, example = {} }) {
  const root = pattern.endsWith('/*') ? pattern.slice(0, -2) || '/' : pattern;
  return root.replace(/:(\w+)/g, (_match, param) => {
    if (typeof example[param] !== 'string') throw new Error(`route "${name}" needs an example value for :${param}`);
    return encodeURIComponent(example[param]);
  });
}

/**
 * { routes: [{name, path, example, files?}], links: {linkName: path} }: what routes.json holds. `files` (from
 * routeFiles, relative to routes.json) is what the page needs beyond what loading its remote asks for by itself.
 * @param {string} dir
 * @param {{ everyPage: string[], pages: Map<string, string[]> }} [files]
 * @param {string | null} [remote] the remote's name, whose part of the site its routes must keep to (none: no check)
 */
function publishedRoutes(dir, { everyPage, pages } = { everyPage: [], pages: new Map() }, remote = remoteOf(dir)) {
  const file = path.join(dir, ROUTE_PATHS_FILE);
  const { routes, links = {} } = evaluatePureModule(file);
  if (!routes || typeof routes !== 'object') throw new Error(`${file} exports no routes`);
  const list = Object.entries(routes).map(([name, route]) => {
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) {
      throw new Error(`route "${name}" in ${file} needs an absolute path`);
    }
    const published = {
      name,
      path: route.path,
      example: examplePath(name, route),
      // The page is only for a signed-in visitor: the shell fetches its files ahead only for one.
      ...(route.signedIn === true && { signedIn: true }),
    };
    const files = [...everyPage, ...(pages.get(name) ?? [])];
    return files.length > 0 ? { ...published, files } : published;
  });
  for (const name of pages.keys()) {
    if (!routes[name]) throw new Error(`a chunk is named after route "${name}", which ${file} does not declare`);
  }
  const linked = Object.fromEntries(
    Object.entries(links).map(([link, routeName]) => {
      if (!routes[routeName]) throw new Error(`link "${link}" in ${file} names no route ("${routeName}")`);
      return [link, examplePath(routeName, routes[routeName])];
    }),
  );
  if (remote) checkOwnership(remote, file, list, linked);
  return { routes: list, links: linked };
}

// A lazy page's chunk is named after the route(s) it serves: `route-<name>`, or `route-<name>-<name>` for one chunk
// of two routes (route names are identifiers, so `-` cannot be part of one).
const ROUTE_CHUNK_PREFIX = 'route-';

/**
 * Share keys the shell provides (its own mf-manifest.json lists them): the federation runtime hands a remote the
 * shell's copy, so a remote's own copy of these is never fetched and a route's list must not name it.
 */
const SHELL_PROVIDED = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-toastify',
  '@greatstep/shared',
  '@greatstep/shared/react',
]);

/** The route names a chunk group's name stands for, or none when it is not a route's chunk. */
function routeNamesOf(chunkGroupName) {
  if (!chunkGroupName?.startsWith(ROUTE_CHUNK_PREFIX)) return [];
  return chunkGroupName.slice(ROUTE_CHUNK_PREFIX.length).split('-');
}

const filesOf = (chunks) => [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));

/**
 * The files (JS and CSS, as the build named them) a page needs beyond what the remote's loading asks for by itself
 * (its entry, and the chunks of its exposed modules, which the federation runtime reads from mf-manifest.json and
 * requests beside the entry):
 * - `everyPage`: the remote's own copies of the shared packages its exposed modules use, asked for only once the
 *   entry has run;
 * - `pages`: per route, the chunks of the page's named chunk group and the remote's own copies of the shared packages
 *   those use (following what each copy uses in turn).
 * A shared package the shell provides is left out (the runtime hands out the shell's copy), and so is one the remote
 * does not provide itself (it is another build's file). Chunks a page loads later (its own lazy parts) are not
 * followed.
 *
 * @param {import('webpack').Compilation} compilation
 * @returns {{ everyPage: string[], pages: Map<string, string[]> }} in the order webpack asks for them
 */
function routeFiles(compilation) {
  const { chunkGraph } = compilation;
  /** The remote's own provide modules by share key (`_name`: ProvideSharedModule keeps no public one). */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  /** Adds `chunks` not in `skip`, then (webpack asks for them in that order) the shared copies they consume. */
  const add = (chunks, into, sharedSeen, skip) => {
    const added = chunks.filter((chunk) => !into.has(chunk) && !skip.has(chunk));
    for (const chunk of added) into.add(chunk);
    for (const chunk of added) addShared(chunk, into, sharedSeen, skip);
  };
  const addShared = (chunk, into, sharedSeen, skip) => {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = module.options.shareKey;
      if (SHELL_PROVIDED.has(key) || sharedSeen.has(key)) continue;
      sharedSeen.add(key);
      for (const block of provided.get(key)?.blocks ?? []) {
        add(chunkGraph.getBlockChunkGroup(block)?.chunks ?? [], into, sharedSeen, skip);
      }
    }
  };
  const requested = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) requested.add(chunk);
  }
  const exposed = [];
  for (const module of compilation.modules) {
    // The container's exposed modules sit behind its blocks: `get('./routes')` loads them.
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) exposed.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
  }
  for (const chunk of exposed) requested.add(chunk);
  const everyPage = new Set();
  const sharedOfEveryPage = new Set();
  for (const chunk of exposed) addShared(chunk, everyPage, sharedOfEveryPage, requested);

  const before = new Set([...requested, ...everyPage]);
  const pages = new Map();
  for (const [name, chunkGroup] of compilation.namedChunkGroups) {
    const routeNames = routeNamesOf(name);
    if (routeNames.length === 0) continue;
    const chunks = new Set();
    add(chunkGroup.chunks, chunks, new Set(sharedOfEveryPage), before);
    for (const routeName of routeNames) pages.set(routeName, filesOf(chunks));
  }
  return { everyPage: filesOf(everyPage), pages };
}

class PublishRoutesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublishRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the stage that gives chunks their real content hashes (the names the list must carry), before the
        // one that writes the .br and .gz copies (compression-webpack-plugin, OPTIMIZE_TRANSFER), so those copies
        // carry the list too.
        { name: 'PublishRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          // Watched, so the dev server republishes the list when a sub-team adds a path.
          compilation.fileDependencies.add(path.join(this.dir, ROUTE_PATHS_FILE));
          const json = JSON.stringify(publishedRoutes(this.dir, routeFiles(compilation)), null, 2);
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

module.exports = { publishRoutesPlugins, publishedRoutes, routeFiles, ROUTES_JSON };
