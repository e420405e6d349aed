import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drivers, openTestDatabase } from '../../testing/test-database';
import { createDatabase, type Db } from '../database';
import { isDatabaseUnavailable } from '../errors';
import { createScratchDatabase } from '../scratch-database';

// Both drivers answer raw SQL with `{ rows }`; the driver-neutral Db type leaves that shape unknown.
async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

describe.each(drivers)('the database on %s', (driver) => {
  it('is migrated at start: every table of the schema is there', async () => {
    const { database, dispose } = await openTestDatabase(driver);
    try {
      const rows = await rowsOf<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const tables = rows.map((row) => row.table_name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'email_codes',
          'guesses',
          'password_resets',
          'sessions',
          'team_members',
          'teams',
          'users',
        ]),
      );
    } finally {
      await dispose();
    }
  });

  // Only PostgreSQL has pooled connections that the server can drop; PGlite runs inside the process.
  if (driver === 'postgres') {
    it('is migrated once when several processes start together on a new database', async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'migrate_race');
      try {
        const opened = await Promise.all(
          [1, 2, 3, 4].map(() => createDatabase({ database: { driver: 'postgres', url: scratch.url } })),
        );
        const applied = await rowsOf<{ count: string }>(
          opened[0]!.db,
          sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
        );
        const migrations = readdirSync(path.join(__dirname, '../../../drizzle')).filter((file) =>
          file.endsWith('.sql'),
        );
        expect(Number(applied[0]!.count)).toBe(migrations.length);
        expect(await rowsOf(opened[3]!.db, sql`select count(*)::int as users from users`)).toEqual([{ users: 0 }]);
        await Promise.all(opened.map((database) => database.close()));
      } finally {
        await scratch.drop();
      }
    });

    it('reports a connection the server dropped and carries on with a new one', async () => {
      const lost: Error[] = [];
      const { database, dispose } = await openTestDatabase(driver, (error) => lost.push(error));
      try {
        // Two queries at once leave two idle connections in the pool; one of them ends the other.
        await Promise.all([
          database.db.execute(sql`select pg_sleep(0.05)`),
          database.db.execute(sql`select pg_sleep(0.05)`),
        ]);
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`,
        );
        for (let waited = 0; lost.length === 0 && waited < 2000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(lost.map((error) => error.message)).toEqual([expect.stringContaining('terminating connection')]);
        expect(await rowsOf(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      } finally {
        await dispose();
      }
    });

    it("survives the server ending a transaction's connection: the transaction fails as unavailable, the next call works", async () => {
      const { database, dispose } = await openTestDatabase(driver);
      try {
        const ended = database.db.transaction(async (tx) => {
          const [own] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          // Another connection ends this one between two statements, as PostgreSQL's shutdown does
          // (57P01 "terminating connection due to administrator command").
          await database.db.execute(sql`select pg_terminate_backend(${own?.pid ?? 0})`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        // An unhandled 'error' event of the checked-out connection would have ended the process (and this test).
        expect(
          isDatabaseUnavailable(
            await ended.then(
              () => null,
              (error: unknown) => error,
            ),
          ),
        ).toBe(true);
        expect(await rowsOf(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      } finally {
        await dispose();
      }
    });
  }
});
