import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { drivers } from '../../testing/test-database';
import { migrationsFolder } from '../database';
import { createScratchDatabase } from '../scratch-database';

/** The migrations up to and including `lastTag`, as a folder the migrator reads: the database as an older release left it. */
function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
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

interface Migratable {
  migrateWith: (folder: string) => Promise<void>;
  rows: (query: ReturnType<typeof sql>) => Promise<Array<Record<string, unknown>>>;
  close: () => Promise<void>;
}

async function open(driver: (typeof drivers)[number]): Promise<Migratable> {
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

describe.each(drivers)('the payment states migration on %s', (driver) => {
  it('keeps every fee verified before it as verified, and every other account unpaid', async () => {
    const database = await open(driver);
    const older = migrationsUpTo('0001_team_consent_and_rate_limits');
    try {
      await database.migrateWith(older.folder);
      for (const [email, verified] of [
        ['paid@example.com', true],
        ['unpaid@example.com', false],
      ] as const) {
        await database.rows(sql`insert into users (email, mobile, password_hash, first_name, last_name, user_name,
          year, college, verified) values (${email}, ${email}, 'x', 'A', 'B', 'a', '2026', 1, ${verified})`);
      }
      await database.migrateWith(migrationsFolder);
      expect(
        await database.rows(sql`select email, payment_state, payment_reference, role from users order by email`),
      ).toEqual([
        { email: 'paid@example.com', payment_state: 'verified', payment_reference: null, role: 'student' },
        { email: 'unpaid@example.com', payment_state: 'unpaid', payment_reference: null, role: 'student' },
      ]);
      const columns = await database.rows(
        sql`select column_name from information_schema.columns where table_name = 'users' and column_name = 'verified'`,
      );
      expect(columns).toEqual([]);
    } finally {
      older.remove();
      await database.close();
    }
  });
});
