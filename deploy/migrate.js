#!/usr/bin/env node
// Applies this checkout's pending database migrations to the PostgreSQL of DATABASE_URL and exits: the database step
// of an install or an upgrade (docs/DEPLOY.md#remotes-first-then-the-shell). The API processes apply them too when
// they start, but then the first new process does it while the others take calls; this does it before any starts.
// Processes of the previous release keep running meanwhile: a release's migrations must keep its code working.
//
//   set -a; . /etc/greatstep/greatstep.env; set +a
//   node /srv/greatstep/releases/<release>/deploy/migrate.js
//
// The same code as the server's start (api/src/db/database.ts), under the same lock: run beside a starting process,
// one waits for the other, and the later one finds nothing left to do.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');

/** A module of the API: built, as the processes run it, or from source through tsx in a checkout not built yet. */
function apiModule(relative) {
  const built = path.join(root, 'api/dist', `${relative}.js`);
  if (fs.existsSync(built)) return require(built);
  return require('tsx/cjs/api').require(path.join(root, 'api/src', `${relative}.ts`), __filename);
}

async function main(env) {
  const { loadConfig, ConfigError } = apiModule('config');
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (config.database.driver !== 'postgres') {
    console.error(
      'DATABASE_URL is not set: the processes behind nginx share one PostgreSQL (deploy/greatstep.env.example)',
    );
    return 1;
  }
  const { createDatabase } = apiModule('db/database');
  const started = Date.now();
  let database;
  try {
    database = await createDatabase({ database: config.database, onConnectionLost: () => {} });
  } catch (error) {
    console.error(`migrations not applied: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  await database.close();
  console.log(`the database is at this release's schema (${Date.now() - started} ms)`);
  return 0;
}

main(process.env).then((code) => {
  process.exitCode = code;
});
