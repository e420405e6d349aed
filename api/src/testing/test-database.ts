import { createDatabase, type Database } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';

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
    const database = await createDatabase({ database: { driver: 'pglite', dataDir: 'memory://' } });
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(serverUrl, 'gs_test');
  // By default quiet: DROP DATABASE … WITH (FORCE) at the end ends connections a test may have left behind.
  const database = await createDatabase({ database: { driver: 'postgres', url: scratch.url }, onConnectionLost });
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
