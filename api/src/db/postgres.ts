import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, type ClientConfig, Pool, type PoolClient } from 'pg';
import type { DatabaseTimeouts } from '../config';
import { isDatabaseUnavailable } from './errors';
import { migrationsFolder } from './migrations-folder';
import { schema } from './schema';

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

/** The advisory lock's key: any number no other code of this database uses. */
const MIGRATION_LOCK = 4_627_101;

/**
 * How often a process that started while PostgreSQL was away tries its migrations again: a refused connection costs
 * next to nothing, and the process is to be ready within 2 s of the server's return (docs/DEPLOY.md#when-a-process-fails).
 */
export const MIGRATION_RETRY_MS = 250;

/** SQLSTATE 57P03, cannot_connect_now: what PostgreSQL itself answers while it starts, so every caller reads it alike. */
class NotMigratedYetError extends Error {
  override name = 'NotMigratedYetError';
  readonly code = '57P03';
}

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: () => void) => void;

/**
 * A pool that hands out no connection until the migrations are applied: no call runs on a schema older than this code.
 * Until then every query fails as PostgreSQL's own refusal would, and the API answers it 503.
 */
class MigratedPool extends Pool {
  #migrated = false;

  migrated(): void {
    this.#migrated = true;
  }

  // pool.query() checks a connection out through connect() too, so this one gate holds for both.
  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    if (!this.#migrated) {
      const error = new NotMigratedYetError('the migrations are not applied yet: PostgreSQL has not answered');
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error, undefined, () => {}));
      return;
    }
    return callback ? super.connect(callback) : super.connect();
  }
}

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

/** Applies the pending migrations under the lock, each attempt on connections of its own, ended whatever happens. */
async function migrateOnce(url: string, connectMs: number, onConnectionLost: (error: Error) => void): Promise<void> {
  // On their own connection without the statement bound: a migration may take long.
  const migrations = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: connectMs });
  migrations.on('error', onConnectionLost);
  // The migrator's transaction holds its connection: its error fails the migration, heard or not (openPostgres).
  migrations.on('connect', (client) => client.on('error', () => {}));
  // Drizzle's migrator takes no lock: API processes starting together on a new database would each create the same
  // schema and fail on each other's rows (docs/DEPLOY.md). One session-level lock makes them take turns; the later
  // ones find the migrations applied.
  const turn = new Client({ connectionString: url, connectionTimeoutMillis: connectMs });
  turn.on('error', onConnectionLost);
  try {
    await turn.connect();
    await turn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrations, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases its lock. A connection that never opened, or was cut, ends all the same.
    await migrations.end().catch(() => {});
    await turn.end().catch(() => {});
  }
}

/** Waiting for a PostgreSQL that did not answer when the process started (docs/DEPLOY.md#when-a-process-fails). */
export interface UntilReachable {
  /** Told once: the server did not answer, and the process goes on without it. */
  waiting: (error: unknown) => void;
  /** Told once: it answered, the migrations are applied, and calls reach it from now on. */
  reached: () => void;
}

export interface OpenPostgres {
  pool: Pool;
  close: () => Promise<void>;
  /** Resolves once the migrations are applied; rejects when one fails for another reason than an absent server. */
  migrated: Promise<void>;
}

/**
 * The pool of the API's calls, with every client's `'error'` heard: pg-pool listens to a client only while it is idle,
 * so PostgreSQL ending a connection that a transaction holds (a restart, an administrator's command) would otherwise be
 * an unhandled `'error'` event, which ends the process. That error also fails the statement using the connection, and
 * the pool drops the connection when it comes back: the next call opens a new one.
 */
export async function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  onConnectionLost: (error: Error) => void,
  untilReachable?: UntilReachable,
): Promise<OpenPostgres> {
  const pool = new MigratedPool({
    connectionString: url,
    max: POOL_SIZE,
    Client: clientWithConnectTimeout(timeouts.connectMs),
    connectionTimeoutMillis: timeouts.acquireMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
  });
  pool.on('error', onConnectionLost);
  // An idle client's error is told by the pool's own event above; a busy one's reaches the call that uses it.
  pool.on('connect', (client) => client.on('error', () => {}));

  let closed = false;
  const close = async () => {
    closed = true;
    await pool.end();
  };
  const migrate = () => migrateOnce(url, timeouts.connectMs, onConnectionLost);
  try {
    await migrate();
    pool.migrated();
    return { pool, close, migrated: Promise.resolve() };
  } catch (error) {
    if (!untilReachable || !isDatabaseUnavailable(error)) {
      await pool.end();
      throw error;
    }
    untilReachable.waiting(error);
  }

  const migrated = (async () => {
    while (!closed) {
      await sleep(MIGRATION_RETRY_MS);
      if (closed) return;
      try {
        await migrate();
      } catch (error) {
        if (isDatabaseUnavailable(error)) continue;
        throw error;
      }
      if (closed) return;
      pool.migrated();
      untilReachable.reached();
      return;
    }
  })();
  // The caller hears of a failed migration through `migrated`; until it looks, the rejection is no crash.
  migrated.catch(() => {});
  return { pool, close, migrated };
}

/** A wait that does not keep a closing process alive. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
