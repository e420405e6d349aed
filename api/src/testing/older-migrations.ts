import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { migrationsFolder } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import type { Driver } from './test-database';

/*
 * For the tests of a migration: an empty database migrated up to one migration (as an older release left it), given
 * rows in that schema, then migrated with the whole folder as the server does when it starts.
 */

/** The migrations up to and including `lastTag`, as a folder the migrator reads. */
export function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export interface Migratable {
  migrateWith: (folder: string) => Promise<void>;
  rows: (query: ReturnType<typeof sql>) => Promise<Array<Record<string, unknown>>>;
  close: () => Promise<void>;
}

export async function openEmpty(driver: Driver): Promise<Migratable> {
  if (driver === 'pglite') {
    const client = await PGlite.create('memory://');
    const db = drizzlePglite(client);
    return {
      migrateWith: (folder) => migratePglite(db, { migrationsFolder: folder }),
      rows: async (query) => (await db.execute(query)).rows,
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'gs_test');
  const pool = new Pool({ connectionString: scratch.url, max: 1 });
  const db = drizzlePg(pool);
  return {
    migrateWith: (folder) => migratePg(db, { migrationsFolder: folder }),
    rows: async (query) => (await db.execute(query)).rows,
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}
