import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { Client, type ClientConfig, Pool } from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseConfig, type DatabaseTimeouts } from '../config';
import { holdFolder, type FolderHolderKind } from './pglite-lock';
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
}

// Two levels up from both src/db and dist/db.
export const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');

/** Opens the configured database and applies pending migrations before anything uses it. */
export interface DatabaseOptions {
  database: DatabaseConfig;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, an administrator). The pool replaces it on
   * the next query; without a listener the pool's 'error' event would end the whole process.
   */
  onConnectionLost?: (error: Error) => void;
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
  holder = 'server',
  pgliteDump,
}: DatabaseOptions): Promise<Database> {
  if (target.driver === 'pglite') {
    return target.dataDir.startsWith('memory://')
      ? openPglite(target.dataDir, pgliteDump)
      : openPgliteFolder(target.dataDir, holder);
  }
  return openPostgres(target.url, { ...DEFAULT_DATABASE_TIMEOUTS, ...target.timeouts }, onConnectionLost);
}

const warnConnectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);

/**
 * Connections to PostgreSQL. On the 2 cores of the API's goals (docs/API.md#performance-goals) the server and
 * PostgreSQL share the CPU: past a few connections per core, more only add backends fighting for it, and requests wait
 * for a free connection in the pool instead (at most a query's time).
 */
const POOL_SIZE = 8;

/**
 * The driver's own wait after PostgreSQL's statement_timeout: a live server cancels the statement itself and says so;
 * only one that does not answer at all (frozen, cut off) leaves the driver to stop waiting.
 */
const READ_TIMEOUT_MARGIN_MS = 1_000;

/**
 * pg-pool has one `connectionTimeoutMillis` for both waiting on the pool and opening a connection, and hands it to
 * every connection it opens: connections made by this class take the connect timeout instead.
 */
function clientWithConnectTimeout(connectMs: number): typeof Client {
  return class TimedClient extends Client {
    constructor(config?: string | ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: connectMs,
      });
    }
  };
}

/** The advisory lock's key: any number no other code of this database uses. */
const MIGRATION_LOCK = 4_627_101;

async function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  onConnectionLost = warnConnectionLost,
): Promise<Database> {
  // Migrations run once at start, on their own connection without the statement bound: a migration may take long.
  const migrations = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: timeouts.connectMs });
  migrations.on('error', onConnectionLost);
  // Drizzle's migrator takes no lock: API processes starting together on a new database would each create the same
  // schema and fail on each other's rows (docs/DEPLOY.md). One session-level lock makes them take turns; the later
  // ones find the migrations applied.
  const turn = new Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  turn.on('error', onConnectionLost);
  await turn.connect();
  try {
    await turn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrations, { schema }), { migrationsFolder });
  } finally {
    await migrations.end();
    // Ending the session releases its lock.
    await turn.end();
  }
  const pool = new Pool({
    connectionString: url,
    max: POOL_SIZE,
    Client: clientWithConnectTimeout(timeouts.connectMs),
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
  });
  pool.on('error', onConnectionLost);
  return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
}

/** Held by this process from before PGlite opens it until after it is closed: no second process opens it meanwhile. */
async function openPgliteFolder(dataDir: string, holder: FolderHolderKind): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = holdFolder(dataDir, holder);
  try {
    const database = await openPglite(dataDir);
    return {
      db: database.db,
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
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
