import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseConfig, type DatabaseTimeouts } from '../config';
import { migrationsFolder } from './migrations-folder';
import { holdFolder, type FolderHolderKind } from './pglite-lock';
import { openPostgres, type UntilReachable } from './postgres';
import { schema } from './schema';

type Schema = typeof schema;

/** What repositories see: the same Drizzle API whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository call runs on the database or inside a caller's transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  close: () => Promise<void>;
  /**
   * Embedded PGlite in a folder: records in the folder's lock where this process's server answers, so that
   * `npm run admin` sends its calls there instead of opening the folder too (db/pglite-lock.ts).
   */
  announce?: (url: string) => void;
  /**
   * Resolves once the pending migrations are applied, which is before the open returns, except on a PostgreSQL that
   * did not answer then (`untilReachable`). Rejects when a migration fails for another reason than an absent server.
   */
  migrated: Promise<void>;
}

export { migrationsFolder };

/** Opens the configured database and applies pending migrations before anything uses it. */
export interface DatabaseOptions {
  database: DatabaseConfig;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, an administrator). The pool replaces it on
   * the next query; without a listener the pool's 'error' event would end the whole process.
   */
  onConnectionLost?: (error: Error) => void;
  /**
   * PostgreSQL only. Given, an open that finds the server away (refused, timed out, starting up) returns all the same,
   * tells `waiting`, and applies the migrations once the server answers, trying again every few hundred
   * milliseconds, then tells `reached`; every query fails as unavailable meanwhile (db/postgres.ts). The server
   * thus listens, and says it is not ready, while PostgreSQL is down (docs/DEPLOY.md#when-a-process-fails). Without
   * it an absent server fails the open, as the command line and deploy/migrate.js want.
   */
  untilReachable?: UntilReachable;
  /** Who is named in the lock of a PGlite folder, for a second opener's message; the server unless said. */
  holder?: FolderHolderKind;
  /**
   * For an in-memory PGlite: a dump of a migrated database to start from (PGlite's `dumpDataDir`). Creating one
   * from nothing runs initdb, seconds of CPU, where loading a dump takes about a third of that; the tests open
   * a database per file (testing/test-database.ts). Pending migrations are still applied after it is loaded.
   */
  pgliteDump?: Blob;
}

export async function createDatabase({
  database: target,
  onConnectionLost,
  untilReachable,
  holder = 'server',
  pgliteDump,
}: DatabaseOptions): Promise<Database> {
  if (target.driver === 'pglite') {
    return target.dataDir.startsWith('memory://')
      ? openPglite(target.dataDir, pgliteDump)
      : openPgliteFolder(target.dataDir, holder);
  }
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...target.timeouts };
  return openPostgresDatabase(target.url, timeouts, onConnectionLost, untilReachable);
}

const warnConnectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);

async function openPostgresDatabase(
  url: string,
  timeouts: DatabaseTimeouts,
  onConnectionLost = warnConnectionLost,
  untilReachable?: UntilReachable,
): Promise<Database> {
  const { pool, close, migrated } = await openPostgres(url, timeouts, onConnectionLost, untilReachable);
  return { db: drizzlePg(pool, { schema }), close, migrated };
}

/** Held by this process from before PGlite opens it until after it is closed: no second process opens it meanwhile. */
async function openPgliteFolder(dataDir: string, holder: FolderHolderKind): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = holdFolder(dataDir, holder);
  try {
    const database = await openPglite(dataDir);
    return {
      db: database.db,
      migrated: database.migrated,
      announce: (url) => lock.announce(url),
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(dataDir: string, dump?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, dump ? { loadDataDir: dump } : {});
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db, close: () => client.close(), migrated: Promise.resolve() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
