// The checks of `npm run verify:remote`, as plain functions of the data they judge.
const semver = require('semver');
const { matchPath } = require('react-router');

/** Packages whose second copy breaks the page (hooks, context): their major versions must match the shell's. */
const ONE_COPY = ['react', 'react-dom'];

/** The manifest names the remote as remotes.json does, and exposes the ./routes module the shell loads. */
function checkManifest(name, manifest) {
  const problems = [];
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
 */
function checkShared(remoteManifest, shellManifest) {
  const shell = new Map((shellManifest.shared ?? []).map((entry) => [entry.name, entry]));
  const problems = [];
  const checked = [];
  for (const entry of remoteManifest.shared ?? []) {
    const host = shell.get(entry.name);
    if (!host) continue;
    checked.push(entry.name);
    // The manifest records the flag for whole packages only (not for subpaths shared through a `react/` key).
    if (host.singleton && !entry.singleton) problems.push(`${entry.name} is not shared as a singleton`);
    const range = entry.requiredVersion;
    if (range && !semver.satisfies(host.version, range, { includePrerelease: true })) {
      problems.push(`${entry.name}: it requires ${range}, the shell provides ${host.version}`);
    }
    const base = entry.name.split('/')[0];
    if (
      ONE_COPY.includes(base) &&
      semver.valid(entry.version) &&
      semver.major(entry.version) !== semver.major(host.version)
    ) {
      problems.push(`${entry.name}: built with ${entry.version}, the shell runs ${host.version} (another major)`);
    }
  }
  return { problems, checked };
}

function overlaps(a, b) {
  return matchPath(a.path, b.example) !== null || matchPath(b.path, a.example) !== null;
}

/** The remote claims paths, and none that another remote of the site claims. */
function checkClaims(name, routes, others) {
  const problems = [];
  if (!Array.isArray(routes?.routes) || routes.routes.length === 0) return ['it publishes no paths (routes.json)'];
  for (const route of routes.routes) {
    for (const [other, list] of Object.entries(others)) {
      if (other === name) continue;
      const clash = list.routes.find((theirs) => overlaps(route, theirs));
      if (clash) problems.push(`${route.path} is also ${other}'s (${clash.path})`);
    }
  }
  return problems;
}

module.exports = { checkManifest, checkShared, checkClaims };
