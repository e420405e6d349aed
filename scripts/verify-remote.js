#!/usr/bin/env node
// `npm run verify:remote -- events=<url>`: before a release, checks a remote bundle against the built shell and runs
// that remote's smoke journeys in Chromium with it in place of ours. One line per check; exit code 1 on a failure.
const { spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { serveBuiltSite } = require('./serve-built-site');
const { checkClaims, checkManifest, checkShared } = require('./verify-remote/checks');

const root = path.join(__dirname, '..');
const BUILT_API = path.join(root, 'api/dist');

let failed = false;
function report(ok, check, detail) {
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${check.padEnd(18)} ${detail}`);
  return ok;
}

async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function readBuilt(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

function parseArgs(args, REMOTES) {
  const [arg] = args;
  const split = arg ? arg.indexOf('=') : -1;
  const name = split > 0 ? arg.slice(0, split) : '';
  const url = split > 0 ? arg.slice(split + 1) : '';
  if (!REMOTES.includes(name) || !/^https?:\/\//.test(url)) {
    console.error(`usage: npm run verify:remote -- <${REMOTES.join('|')}>=<http(s) URL of its mf-manifest.json>`);
    process.exit(2);
  }
  return { name, url };
}

async function staticChecks(name, url, REMOTES) {
  let manifest;
  try {
    manifest = await fetchJson(url);
  } catch (error) {
    return report(false, 'manifest', `${url} could not be loaded: ${error.cause?.message ?? error.message}`);
  }
  const manifestProblems = checkManifest(name, manifest);
  report(
    manifestProblems.length === 0,
    'manifest',
    manifestProblems.join('; ') || `${url} names "${name}" and exposes ./routes`,
  );

  const { problems, checked } = checkShared(manifest, readBuilt('shell/dist/mf-manifest.json'));
  report(
    problems.length === 0,
    'shared singletons',
    problems.join('; ') || `compatible with the shell's: ${checked.join(', ')}`,
  );

  let routes;
  try {
    routes = await fetchJson(new URL('routes.json', url).href);
  } catch (error) {
    return report(false, 'paths', `its routes.json could not be loaded: ${error.message}`);
  }
  const others = Object.fromEntries(
    REMOTES.filter((other) => other !== name).map((other) => [other, readBuilt(`mf-${other}/dist/routes.json`)]),
  );
  const claims = checkClaims(name, routes, others);
  return report(
    claims.length === 0,
    'paths',
    claims.join('; ') || `claims ${routes.routes.length} paths, none of ${Object.keys(others).join(' or ')}'s`,
  );
}

async function main() {
  if (!existsSync(path.join(BUILT_API, 'server.js')) || !existsSync(path.join(root, 'shell/dist/mf-manifest.json'))) {
    report(false, 'built shell', 'not found: run `npm run build` first');
    process.exit(1);
  }
  // The remotes the site has, named once (api/src/site/remote-names.ts).
  const { REMOTE_NAMES } = require(path.join(BUILT_API, 'site/remote-names.js'));
  const { name, url } = parseArgs(process.argv.slice(2), REMOTE_NAMES);
  await staticChecks(name, url, REMOTE_NAMES);
  if (failed) process.exit(1);

  let site;
  // The smoke journeys sign people up and read their codes from the server's mail outbox, so they are told where it is.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'greatstep-verify-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    site = await serveBuiltSite({
      port: await freePort(),
      env: { DATA_DIR: dataDir, [`REMOTE_${name.toUpperCase()}_URL`]: url },
    });
  } catch (error) {
    report(false, 'composed site', `the built site did not start: ${error.message}`);
    process.exit(1);
  }
  try {
    const served = (await fetchJson(`${site.url}/remotes.json`))[name];
    report(served === url, 'composed site', `${site.url} serves remotes.json with ${name} → ${served}`);
    const run = spawnSync('npx', ['playwright', 'test', '--grep', `@smoke-${name}`, '--reporter=line'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, E2E_BASE_URL: site.url, E2E_DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    const summary = `${run.stdout ?? ''}${run.stderr ?? ''}`
      .trim()
      .split('\n')
      .filter((line) => /passed|failed|flaky|Error/.test(line));
    report(
      run.status === 0,
      'smoke journeys',
      `@smoke-${name} in Chromium: ${summary.join(' ') || `exit ${run.status}`}`,
    );
    if (run.status !== 0) console.log(run.stdout);
  } finally {
    await site.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
