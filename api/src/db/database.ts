import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
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
}

export async function createDatabase({ database: target, onConnectionLost }: DatabaseOptions): Promise<Database> {
  return target.driver === 'postgres' ? openPostgres(target.url, onConnectionLost) : openPglite(target.dataDir);
}

const warnConnectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);

/**
 * Connections to PostgreSQL. On the 2 cores of DESIGN.md's goals the server and PostgreSQL share the CPU: past a few
 * connections per core, more only add backends fighting for it, and requests wait for a free connection in the pool
 * instead (at most a query's time).
 */
const POOL_SIZE = 8;

async function openPostgres(url: string, onConnectionLost = warnConnectionLost): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: POOL_SIZE });
  pool.on('error', onConnectionLost);
  try {
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
