import { createScratchDatabase, withClient } from '../db/scratch-database';

export const DEFAULT_SERVER_URL = 'postgres://root@127.0.0.1:5432/test';

export interface BenchDatabase {
  name: string;
  url: string;
  /** One query on the bench database (for checks the API does not expose). */
  query: <Row extends Record<string, unknown>>(sql: string) => Promise<Row[]>;
  drop: () => Promise<void>;
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'gs_bench');
  return {
    ...scratch,
    query: async <Row extends Record<string, unknown>>(sql: string) =>
      withClient(scratch.url, async (client) => (await client.query<Row>(sql)).rows),
  };
}
