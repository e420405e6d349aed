#!/usr/bin/env node
// Writes the remotes.json that nginx serves (deploy/nginx/greatstep.conf): the very JSON `npm start` serves with the
// same environment, made by the API's own code (api/src/site/site-options.ts) from REMOTE_<NAME>_URL,
// REMOTE_OVERRIDES and the routes.json of the remotes this checkout has built.
//
//   set -a; . /etc/greatstep/greatstep.env; set +a
//   node deploy/write-remotes-json.js /srv/greatstep/site
//   REMOTE_EVENTS_URL=/bundles/events/2025-03-02/mf-manifest.json node deploy/write-remotes-json.js /srv/greatstep/site
//   node deploy/write-remotes-json.js --checkout /srv/greatstep/releases/2025-03-02 /srv/greatstep/site
//
// The remotes' routes.json are read from the builds of this checkout, or of the one --checkout names.
//
// It refuses (exit 1, nothing written) when a remote's entry that this machine serves is not there: a bundle under
// /bundles/ never copied, a remote not built. Else it writes remotes.json and the .br and .gz copies nginx sends
// instead (brotli_static, gzip_static), each one replaced at once (written beside it, then renamed), and prints the
// Content-Security-Policy the API would send with this configuration: greatstep.conf must send the same
// (docs/DEPLOY.md#remotesjson-and-the-policy).
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const zlib = require('node:zlib');

const root = path.join(__dirname, '..');

/**
 * A module of the API: built, as the API processes run it, or from source through tsx in a checkout whose API has
 * not been built (the test suite runs before any build), where the shared library must resolve to its sources too:
 * run it then with NODE_OPTIONS=--conditions=source, as the tests do.
 */
function apiModule(relative) {
  const built = path.join(root, 'api/dist', `${relative}.js`);
  if (fs.existsSync(built)) return require(built);
  return require('tsx/cjs/api').require(path.join(root, 'api/src', `${relative}.ts`), __filename);
}

function replaceFile(file, bytes) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes, { mode: 0o644 });
  fs.renameSync(temporary, file);
}

/**
 * Where on this machine nginx finds what a remote's entry URL names (deploy/nginx/greatstep.conf): /bundles/ under
 * the folder of remotes.json, /remotes/<name>/ in the checkout's build of that remote, any other path in the shell's
 * build. Null for a URL of another origin, which this machine does not serve.
 */
function servedFile(entry, name, site, outDir) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(entry) || entry.startsWith('//')) return null;
  const encoded = new URL(entry, 'http://localhost').pathname;
  let pathname = encoded;
  try {
    pathname = decodeURIComponent(encoded);
  } catch {
    // Not percent-encoding nginx could decode either: looked for as written.
  }
  const own = `/remotes/${name}/`;
  if (pathname.startsWith('/bundles/')) return path.join(outDir, pathname);
  if (pathname.startsWith(own)) return path.join(site.remoteDirs[name], pathname.slice(own.length));
  return path.join(site.shellDir, pathname);
}

/** The remotes whose entry this machine should serve and does not: a rollback to a bundle never copied, a typo. */
function missingEntries(site, outDir) {
  return Object.entries(site.remotes).flatMap(([name, entry]) => {
    const file = servedFile(entry, name, site, outDir);
    return file && !fs.existsSync(file) ? [{ name, entry, file }] : [];
  });
}

const USAGE = 'usage: node deploy/write-remotes-json.js [--checkout <built checkout>] <folder of remotes.json>';

function main(args, env) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { checkout: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (parsed.positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const outDir = path.resolve(parsed.positionals[0]);
  const checkout = path.resolve(parsed.values.checkout ?? root);
  const { loadConfig, ConfigError } = apiModule('config');
  const { siteOptions } = apiModule('site/site-options');
  const { contentSecurityPolicy, policyHeader } = apiModule('site/content-security-policy');

  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const site = siteOptions(config, checkout);
  if (!site) {
    console.error(`${path.join(checkout, 'shell/dist/index.html')} not found: build the site first (npm run build)`);
    return 1;
  }
  // Nothing is written when a remote would point at a file that is not there: every page load would fail it.
  const missing = missingEntries(site, outDir);
  if (missing.length > 0) {
    const { remoteUrlVariable } = apiModule('site/remote-names');
    for (const { name, entry, file } of missing) {
      console.error(`${remoteUrlVariable(name)}=${entry}: ${file} does not exist`);
    }
    console.error(`${path.join(outDir, 'remotes.json')} left as it was`);
    return 1;
  }
  const json = Buffer.from(JSON.stringify(site.remotesJson));
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'remotes.json');
  // The compressed copies first: the moment remotes.json changes, a browser asking for either encoding gets it.
  replaceFile(`${file}.br`, zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  replaceFile(`${file}.gz`, zlib.gzipSync(json, { level: 9 }));
  replaceFile(file, json);

  console.log(`wrote ${file} (and .br, .gz):`);
  for (const [name, value] of Object.entries(site.remotesJson)) {
    const entry = typeof value === 'object' && value !== null && 'entry' in value ? value.entry : value;
    console.log(`  ${name}: ${JSON.stringify(entry)}`);
  }
  const policy = contentSecurityPolicy(Object.values(site.remotes), site.overrideOrigins, config.publicUrl);
  console.log(`Content-Security-Policy for ${config.publicUrl}:\n  ${policyHeader(policy, '; ')}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2), process.env);
