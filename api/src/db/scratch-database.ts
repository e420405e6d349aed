import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** One short-lived connection for one piece of work (creating or dropping a database, a check query). */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  // A connection the server ends fails the work's statement; unheard, its 'error' event would end the process too.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new, empty database with a random name on the server of `serverUrl`, for the tests and the benchmark: a run
 * never touches anyone's data, and parallel runs never meet.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // A name is an identifier, which SQL takes in its text only; it is quoted as one, never pasted as it is.
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE: connections left behind (a test's pool, a server that did not stop cleanly) must not keep it alive.
    drop: async () => {
      await withClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}
