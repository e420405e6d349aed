import { createDatabase, type Database } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import { migratedPgliteDump } from './pglite-dump';

export type Driver = 'pglite' | 'postgres';

/** Embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  dispose: () => Promise<void>;
}

/** A fresh, migrated database of its own for one test file, so parallel jest workers never meet. */
export async function openTestDatabase(
  driver: Driver,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await createDatabase({
      database: { driver: 'pglite', dataDir: 'memory://' },
      pgliteDump: await migratedPgliteDump(),
    });
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(serverUrl, 'gs_test');
  // By default quiet: DROP DATABASE … WITH (FORCE) at the end ends connections a test may have left behind.
  // A longer wait for a pooled connection than the server's 5 s: the races push 200 calls at once through 8
  // connections, and on a busy two-core machine (CI beside other work) the queue alone passed 5 s, answering 503.
  // The tests of that wait run their own server (faults/, frozen-database.test.ts).
  const database = await createDatabase({
    database: { driver: 'postgres', url: scratch.url, timeouts: { acquireMs: 30_000 } },
    onConnectionLost,
  });
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
