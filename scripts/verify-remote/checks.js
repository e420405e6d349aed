// The checks of `npm run verify:remote`, as plain functions of the data they judge.
const semver = require('semver');
const { matchPath } = require('react-router');

/** Packages whose second copy breaks the page (hooks, context): their major versions must match the shell's. */
const ONE_COPY = ['react', 'react-dom'];

/** Files a federation build may write beside its manifest that are for build tools and name the build's paths. */
const BUILD_STATS_FILES = ['mf-manifest-stats.json', 'mf-stats.json'];

/**
 * The manifest names the remote as remotes.json does, and exposes the ./routes module the shell loads; and the
 * bundle's host publishes none of BUILD_STATS_FILES (`published`: those it answered beside the manifest), which name
 * the build machine's absolute paths (our build no longer writes them: federation/drop-build-stats.js).
 */
function checkManifest(name, manifest, published = []) {
  const problems = [];
  for (const file of published) {
    problems.push(`it publishes ${file}, which names the build machine's paths: delete it, or rebuild`);
  }
  if (manifest?.metaData?.name !== name) {
    problems.push(`its federation name is "${manifest?.metaData?.name}", not "${name}"`);
  }
  const exposes = (manifest?.exposes ?? []).map((expose) => expose.path);
  if (!exposes.includes('./routes')) problems.push(`it exposes ${exposes.join(', ') || 'nothing'}, not ./routes`);
  return problems;
}

/**
 * Each singleton the remote shares with the shell: the shell's copy (loaded first) must satisfy the range the
 * remote asks for, and React and ReactDOM must be the shell's major version, or the page would run two Reacts.
 * `entries` are the same judgements per package, for the machine-readable report.
 */
function checkShared(remoteManifest, shellManifest) {
  const shell = new Map((shellManifest.shared ?? []).map((entry) => [entry.name, entry]));
  const problems = [];
  const checked = [];
  const entries = [];
  for (const entry of remoteManifest.shared ?? []) {
    const host = shell.get(entry.name);
    if (!host) continue;
    checked.push(entry.name);
    const found = [];
    // The manifest records the flag for whole packages only (not for subpaths shared through a `react/` key).
    if (host.singleton && !entry.singleton) found.push(`${entry.name} is not shared as a singleton`);
    const range = entry.requiredVersion;
    if (range && !semver.satisfies(host.version, range, { includePrerelease: true })) {
      found.push(`${entry.name}: it requires ${range}, the shell provides ${host.version}`);
    }
    const base = entry.name.split('/')[0];
    if (
      ONE_COPY.includes(base) &&
      semver.valid(entry.version) &&
      semver.major(entry.version) !== semver.major(host.version)
    ) {
      found.push(`${entry.name}: built with ${entry.version}, the shell runs ${host.version} (another major)`);
    }
    problems.push(...found);
    entries.push({ package: entry.name, remote: range || entry.version, shell: host.version, ok: found.length === 0 });
  }
  return { problems, checked, entries };
}

function overlaps(a, b) {
  return matchPath(a.path, b.example) !== null || matchPath(b.path, a.example) !== null;
}

/**
 * The remote claims paths, and none that another remote of the site claims. `claimed` are its path patterns;
 * `conflicts` name each clash: its path, the other remote and that remote's path.
 */
function checkClaims(name, routes, others) {
  if (!Array.isArray(routes?.routes) || routes.routes.length === 0) {
    return { problems: ['it publishes no paths (routes.json)'], claimed: [], conflicts: [] };
  }
  const conflicts = [];
  for (const route of routes.routes) {
    for (const [other, list] of Object.entries(others)) {
      if (other === name) continue;
      const clash = list.routes.find((theirs) => overlaps(route, theirs));
      if (clash) conflicts.push({ path: route.path, remote: other, theirs: clash.path });
    }
  }
  return {
    problems: conflicts.map((conflict) => `${conflict.path} is also ${conflict.remote}'s (${conflict.theirs})`),
    claimed: routes.routes.map((route) => route.path),
    conflicts,
  };
}

/**
 * The bundle's pages.json against its routes.json, judged by the server's own rules (`server`: the API's
 * site/published-pages and site/page-lookup): the file is one the server accepts, each page names a public route the
 * bundle publishes, and the server finds each page at its path and at each alias, so every head it publishes is
 * served. A bundle without pages.json passes: its pages get the site's generic head (`note` says so).
 * @param {{ routes: Array<{ name: string, path: string, signedIn?: boolean }> }} routes
 * @param {string | null} pagesText the file, or null when the bundle has none
 * @param {{ readPublishedPages: Function, pageLookup: Function }} server
 */
function checkPages(routes, pagesText, server) {
  if (pagesText === null) {
    return { problems: [], pages: [], note: 'publishes no pages.json: its pages get the generic head' };
  }
  const verdict = server.readPublishedPages(pagesText);
  if (!verdict.ok) return { problems: [`its pages.json is refused: ${verdict.problem}`], pages: [] };
  const { pages } = verdict.pages;
  const byName = new Map(routes.routes.map((route) => [route.name, route]));
  const lookup = server.pageLookup(
    routes.routes.map((route) => route.path),
    verdict.pages,
  );
  const problems = [];
  for (const page of pages) {
    const route = byName.get(page.route);
    if (!route) problems.push(`${page.path} names route "${page.route}", which its routes.json does not publish`);
    else if (route.signedIn) problems.push(`${page.path} is a page of "${page.route}", for signed-in visitors only`);
    for (const address of [page.path, ...(page.aliases ?? [])]) {
      const found = lookup(address);
      if (found.kind !== 'page' || found.page !== page) problems.push(`${address} is no path of its routes`);
    }
  }
  return { problems, pages };
}

/**
 * The bundle's fragments.json (its public pages prerendered) against its pages.json, by the server's own rules
 * (`server.readPageFragments`): a file the server accepts, and a fragment only for a page the bundle publishes. A
 * bundle without the file passes (its pages are left to the browser), as does a page without a fragment.
 * @param {Array<{ path: string }>} pages the bundle's published pages
 * @param {string | null} fragmentsText
 * @param {{ readPageFragments: Function }} server
 */
function checkFragments(pages, fragmentsText, server) {
  if (fragmentsText === null) {
    return { problems: [], prerendered: [], note: 'publishes no fragments.json: its pages are left to the browser' };
  }
  const verdict = server.readPageFragments(fragmentsText);
  if (!verdict.ok) return { problems: [`its fragments.json is refused: ${verdict.problem}`], prerendered: [] };
  const published = new Set(pages.map((page) => page.path));
  const prerendered = Object.keys(verdict.value.pages);
  const problems = prerendered
    .filter((path) => !published.has(path))
    .map((path) => `${path} is prerendered, but no page of its pages.json`);
  const left = pages.filter((page) => !prerendered.includes(page.path)).map((page) => page.path);
  const note = left.length > 0 ? `; left to the browser: ${left.join(', ')}` : '';
  return { problems, prerendered, note };
}

/**
 * What the server would refuse of the bundle's files as claims outside its remote's part of the site
 * (docs/SECURITY.md#what-a-releaser-can-and-cannot-do), by the server's own judgement (`server.judgeRemoteFiles`,
 * api/src/site/release-files.ts), sorted by the check that reports it: routes and links under `paths`, pages and
 * aliases under `pages`, prerendered pages under `fragments`. A file the server refuses whole is the other checks'.
 * @param {string} name
 * @param {{ routes: string | null, pages: string | null, fragments: string | null }} texts
 * @param {{ judgeRemoteFiles: Function }} server
 */
function checkOwnership(name, texts, server) {
  const { problems } = server.judgeRemoteFiles(name, texts);
  const of = (pattern) => problems.filter((problem) => pattern.test(problem));
  return {
    paths: of(/^the (?:route|link) /),
    pages: of(/^the (?:page|alias) /),
    fragments: of(/^the prerendered page /),
  };
}

module.exports = {
  BUILD_STATS_FILES,
  checkManifest,
  checkShared,
  checkClaims,
  checkOwnership,
  checkPages,
  checkFragments,
};
