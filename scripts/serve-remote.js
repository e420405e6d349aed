#!/usr/bin/env node
// `npm run serve:remote -- <remote> [dist] [--port <n>] [--host <address>]`: hosts a built bundle of a remote the
// way a CDN would (scripts/serve-directory.js: CORS, the build's .br/.gz copies, the site's cache headers), so a
// sub-team can verify and release it on this machine (README, "For a sub-team"). Runs until stopped (Ctrl-C).
const { existsSync } = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { remotes } = require('../federation/composition');
const { serveDirectory } = require('./serve-directory');

const root = path.join(__dirname, '..');

/** Where a remote's bundle is served unless told: its dev port + 2000 (events: 5002), free beside `npm run dev`. */
const defaultPort = (remote) => remote.devPort + 2000;

function usage() {
  return (
    `usage: npm run serve:remote -- <${remotes.map((remote) => remote.name).join('|')}> [dist] [--port <n>] ` +
    '[--host <address>]\n  dist: the built folder (default: the remote\'s own dist/, from "npm run build -w <folder>")'
  );
}

/** The command line, or a usage error (exit 2). */
function readArgs(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) return null;
  const [name, dist, ...extra] = positionals;
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote || extra.length > 0) throw new Error(name && !remote ? `"${name}" is not a remote` : 'which remote?');
  const port = values.port === undefined ? defaultPort(remote) : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port takes a port, not "${values.port}"`);
  // `npm run` starts scripts at the repository's root: a relative folder is where the command was typed.
  const folder = path.resolve(process.env.INIT_CWD ?? root, dist ?? path.join(root, remote.folder, 'dist'));
  return { remote, folder, port, host: values.host ?? '127.0.0.1' };
}

async function main() {
  let args;
  try {
    args = readArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`serve:remote: ${error.message}\n${usage()}`);
    process.exit(2);
  }
  if (!args) {
    console.log(usage());
    return;
  }
  const { remote, folder, port, host } = args;
  if (!existsSync(path.join(folder, 'mf-manifest.json'))) {
    console.error(
      `serve:remote: ${folder} has no mf-manifest.json: build it first (npm run build -w ${remote.folder})`,
    );
    process.exit(1);
  }
  const served = await serveDirectory(folder, port, { host });
  const manifest = `${served.url}/mf-manifest.json`;
  console.log(`Serving ${path.relative(process.cwd(), folder) || folder} as a CDN would at ${served.url}/`);
  console.log(`  verify:  npm run verify:remote -- ${remote.name}=${manifest}`);
  console.log(`  release: npm run remote -- release ${remote.name} ${manifest}`);
  console.log('Stop with Ctrl-C (a released bundle must stay served while the site serves it).');
  const stop = () => served.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`serve:remote: ${error.message}`);
  process.exit(1);
});
