#!/usr/bin/env node
// `npm run verify:remote -- events=<url> [--json[=<file>]] [--budget-kb <n>] [--no-smoke]`: before a release, checks a
// remote bundle against the built shell, weighs the JS each of its paths loads, and runs that remote's smoke journeys
// in Chromium with it in place of ours. One line per check, and with --json a machine-readable report; exit code 0
// when every check passed, 1 on a failure, 2 on a usage error (docs/TESTING.md#verify-remote).
const { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { serveBuiltSite } = require('./serve-built-site');
const { UsageError, parseArgs } = require('./verify-remote/args');
const {
  BUILD_STATS_FILES,
  checkClaims,
  checkFragments,
  checkOwnership,
  checkManifest,
  checkPages,
  checkShared,
} = require('./verify-remote/checks');
const { createReport } = require('./verify-remote/report');
const { describeRouteBytes, measureRouteBytes } = require('./verify-remote/route-bytes');
const { runSmoke, smokeFolderOf } = require('./verify-remote/smoke');

const root = path.join(__dirname, '..');
const BUILT_API = path.join(root, 'api/dist');

const isBuilt = () =>
  existsSync(path.join(BUILT_API, 'server.js')) && existsSync(path.join(root, 'shell/dist/mf-manifest.json'));

/** The remotes the site has, named once (api/src/site/remote-names.ts); null before the API is built. */
function remoteNames() {
  return isBuilt() ? require(path.join(BUILT_API, 'site/remote-names.js')).REMOTE_NAMES : null;
}

async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A file of the bundle as text, or null when its host answers 404 (the bundle has no such file). */
async function fetchText(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The server's own rules for a remote's pages.json (api/src/site), from the built API. */
function serverPageRules() {
  return {
    readPublishedPages: require(path.join(BUILT_API, 'site/published-pages.js')).readPublishedPages,
    pageLookup: require(path.join(BUILT_API, 'site/page-lookup.js')).pageLookup,
    readPageFragments: require(path.join(BUILT_API, 'site/page-fragments.js')).readPageFragments,
    judgeRemoteFiles: require(path.join(BUILT_API, 'site/release-files.js')).judgeRemoteFiles,
  };
}

/** pages.json against routes.json, then each page's picture is fetched from the bundle. */
async function pagesCheck(report, name, url, routes) {
  let pagesText;
  try {
    pagesText = await fetchText(new URL('pages.json', url).href);
  } catch (error) {
    return report.check('pages', false, `its pages.json could not be loaded: ${error.message}`);
  }
  const { problems, pages, note } = checkPages(routes, pagesText, serverPageRules());
  const texts = { routes: JSON.stringify(routes), pages: pagesText, fragments: null };
  problems.push(...checkOwnership(name, texts, serverPageRules()).pages);
  const missing = await Promise.all(
    pages.map(async (page) => {
      const picture = new URL(page.image.src, url).href;
      const response = await fetch(picture, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      await response?.body?.cancel();
      return response?.ok ? null : `the picture of ${page.path} (${page.image.src}) could not be loaded`;
    }),
  );
  problems.push(...missing.filter((problem) => problem !== null));
  report.data.pages = { published: pages.map((page) => ({ path: page.path, image: page.image.src })), problems };
  report.check(
    'pages',
    problems.length === 0,
    problems.join('; ') || note || `publishes the head of ${pages.length} pages, each at a path of its routes`,
  );
  return fragmentsCheck(report, name, url, routes, pages);
}

/** fragments.json (the pages prerendered) against pages.json. */
async function fragmentsCheck(report, name, url, routes, pages) {
  let fragmentsText;
  try {
    fragmentsText = await fetchText(new URL('fragments.json', url).href);
  } catch (error) {
    return report.check('prerendered pages', false, `its fragments.json could not be loaded: ${error.message}`);
  }
  const { problems, prerendered, note } = checkFragments(pages, fragmentsText, serverPageRules());
  const texts = { routes: JSON.stringify(routes), pages: null, fragments: fragmentsText };
  problems.push(...checkOwnership(name, texts, serverPageRules()).fragments);
  report.data.fragments = { prerendered, problems };
  if (fragmentsText === null) return report.check('prerendered pages', true, note);
  return report.check(
    'prerendered pages',
    problems.length === 0,
    problems.join('; ') || `prerenders ${prerendered.length} of its ${pages.length} pages${note}`,
  );
}

function readBuilt(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/** Which of the federation's stats files the bundle's host answers beside the manifest (it should answer none). */
async function publishedBuildStats(manifestUrl) {
  const answered = await Promise.all(
    BUILD_STATS_FILES.map(async (file) => {
      try {
        const response = await fetch(new URL(file, manifestUrl), { signal: AbortSignal.timeout(10_000) });
        await response.body?.cancel();
        return response.ok ? [file] : [];
      } catch {
        // Not reachable is not published; the manifest's own fetch already said whether the host answers.
        return [];
      }
    }),
  );
  return answered.flat();
}

/** Manifest, shared singletons and paths: the bundle's files against the built shell's. Returns its routes. */
async function staticChecks(report, name, url, remotes) {
  let manifest;
  try {
    manifest = await fetchJson(url);
  } catch (error) {
    report.check('manifest', false, `${url} could not be loaded: ${error.cause?.message ?? error.message}`);
    return null;
  }
  const manifestProblems = checkManifest(name, manifest, await publishedBuildStats(url));
  report.check(
    'manifest',
    manifestProblems.length === 0,
    manifestProblems.join('; ') || `${url} names "${name}" and exposes ./routes`,
  );

  const shared = checkShared(manifest, readBuilt('shell/dist/mf-manifest.json'));
  report.data.shared = shared.entries;
  report.check(
    'shared singletons',
    shared.problems.length === 0,
    shared.problems.join('; ') || `compatible with the shell's: ${shared.checked.join(', ')}`,
  );

  let routes;
  try {
    routes = await fetchJson(new URL('routes.json', url).href);
  } catch (error) {
    report.check('paths', false, `its routes.json could not be loaded: ${error.message}`);
    return null;
  }
  const others = Object.fromEntries(
    remotes.filter((other) => other !== name).map((other) => [other, readBuilt(`mf-${other}/dist/routes.json`)]),
  );
  const claims = checkClaims(name, routes, others);
  const texts = { routes: JSON.stringify(routes), pages: null, fragments: null };
  claims.problems.push(...checkOwnership(name, texts, serverPageRules()).paths);
  report.data.paths = { claimed: claims.claimed, conflicts: claims.conflicts };
  report.check(
    'paths',
    claims.problems.length === 0,
    claims.problems.join('; ') || `claims ${routes.routes.length} paths, none of ${Object.keys(others).join(' or ')}'s`,
  );
  await pagesCheck(report, name, url, routes);
  return routes;
}

/** The built site with the bundle in place of ours: its remotes.json, each path's JS, then the smoke journeys. */
async function compositionChecks(report, { name, url, budgetKb, smoke, routes, log, serverStdio }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'greatstep-verify-'));
  let site;
  try {
    site = await serveBuiltSite({
      env: { DATA_DIR: dataDir, [`REMOTE_${name.toUpperCase()}_URL`]: url },
      stdio: serverStdio,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    report.check('composed site', false, `the built site did not start: ${error.message}`);
    return;
  }
  try {
    let served;
    try {
      served = (await fetchJson(`${site.url}/remotes.json`))[name];
    } catch (error) {
      report.check('composed site', false, `its remotes.json could not be read: ${error.message}`);
      return;
    }
    if (!report.check('composed site', served === url, `${site.url} serves remotes.json with ${name} → ${served}`)) {
      return;
    }

    const paths = [...new Set(routes.routes.map((route) => route.example))];
    try {
      const measured = await measureRouteBytes({ siteUrl: site.url, manifestUrl: url, paths, budgetKb });
      report.data.bytes.routes = measured.map(({ path: route, sentKb, rawKb, ok }) => ({
        path: route,
        sentKb,
        rawKb,
        ok,
      }));
      // Over budget is not broken: the journeys still run, so that one run tells a sub-team everything.
      report.check(
        'bytes per route',
        measured.every((route) => route.ok),
        describeRouteBytes(measured, budgetKb),
      );
    } catch (error) {
      // The browser itself failed (not installed, crashed): a verdict nonetheless, and the report still written.
      report.check('bytes per route', false, `Chromium could not measure the paths: ${error.message.split('\n')[0]}`);
    }

    const journeys = smokeFolderOf(name);
    const counts = { grep: null, journeys };
    if (!smoke) {
      report.data.smoke = { ran: false, ok: true, passed: 0, failed: 0, flaky: 0, ...counts };
      report.skip('smoke journeys', `${journeys} not run (--no-smoke)`);
      return;
    }
    const run = runSmoke({ name, siteUrl: site.url, dataDir });
    report.data.smoke = { ran: true, ok: run.ok, passed: run.passed, failed: run.failed, flaky: run.flaky, ...counts };
    report.check('smoke journeys', run.ok, `${journeys} in Chromium: ${run.summary}`);
    if (!run.ok) log(run.output);
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Verifies one remote bundle and returns the report (the JSON of --json). `log` receives the human lines.
 * @param {{ name: string, url: string, budgetKb: number, smoke: boolean, log?: (line: string) => void,
 *   serverStdio?: import('node:child_process').StdioOptions }} options
 */
async function verifyRemote({ name, url, budgetKb, smoke, log = console.log, serverStdio }) {
  const report = createReport({ remote: name, url, budgetKb, journeys: smokeFolderOf(name), log });
  const remotes = remoteNames();
  if (!remotes) {
    report.check('built shell', false, 'not found: run `npm run build` first');
    return report.finish();
  }
  const routes = await staticChecks(report, name, url, remotes);
  if (routes && !report.failed()) {
    await compositionChecks(report, { name, url, budgetKb, smoke, routes, log, serverStdio });
  }
  return report.finish();
}

module.exports = { verifyRemote };

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2), remoteNames());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const toStdout = options.json === '-';
  // With the report on stdout, everything else (the check lines, the server's log) goes to stderr.
  const log = toStdout ? (line) => console.error(line) : (line) => console.log(line);
  const report = await verifyRemote({ ...options, log, serverStdio: toStdout ? ['ignore', 2, 2] : undefined });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  // `npm run` starts scripts at the repository's root: a relative file is where the command was typed.
  if (options.json && !toStdout) writeFileSync(path.resolve(process.env.INIT_CWD ?? '.', options.json), json);
  const code = report.ok ? 0 : 1;
  if (toStdout) process.stdout.write(json, () => process.exit(code));
  else process.exit(code);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
