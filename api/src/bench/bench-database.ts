import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const DEFAULT_SERVER_URL = 'postgres://root@127.0.0.1:5432/test';

export interface BenchDatabase {
  name: string;
  url: string;
  /** One query on the bench database (for checks the API does not expose). */
  query: <Row extends Record<string, unknown>>(sql: string) => Promise<Row[]>;
  drop: () => Promise<void>;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database with a random name on the given server, so a run never touches anyone's data. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `gs_bench_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: async <Row extends Record<string, unknown>>(sql: string) =>
      withClient(url.toString(), async (client) => (await client.query<Row>(sql)).rows),
    // FORCE: a server that did not shut down cleanly must not keep the database alive.
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
