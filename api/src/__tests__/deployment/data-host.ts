import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { REPO_ROOT } from './api-process';
import type { NetworkHost } from './network-hosts';
import { spawnedRedis } from './throwaway-redis';

/*
 * The data machine of docs/DEPLOY.md#the-data-machine, on a network of the test's own: a PostgreSQL and a Redis of the
 * test's own, set up with deploy/postgresql/greatstep.conf, deploy/postgresql/pg_hba.conf and deploy/redis/greatstep.conf
 * as written (only their addresses and passwords replaced), so the API machines reach them over the network as
 * DEPLOY.md says and nothing else does. The test reads the database as the postgres user on the machine itself does
 * (its Unix socket), from outside the network.
 */

const run = promisify(execFile);

export const SHIPPED_POSTGRESQL_CONF = path.join(REPO_ROOT, 'deploy', 'postgresql', 'greatstep.conf');
export const SHIPPED_PG_HBA = path.join(REPO_ROOT, 'deploy', 'postgresql', 'pg_hba.conf');
export const SHIPPED_REDIS_CONF = path.join(REPO_ROOT, 'deploy', 'redis', 'greatstep.conf');

/** The addresses the shipped files name, in the order of DEPLOY.md's machines: web, API 1, API 2, data. */
const SHIPPED_ADDRESSES = ['10.0.0.10', '10.0.0.11', '10.0.0.12', '10.0.0.13'] as const;

export interface DataHost {
  /** DATABASE_URL of the API machines: the greatstep role, its password, over the network. */
  databaseUrl: string;
  /** REDIS_URL of the API machines: Redis's password, over the network. */
  redisUrl: string;
  /** The database as the superuser on the data machine reads it (the test's checks). */
  db: Pool;
  /** `systemctl stop postgresql` (fast: connections are ended) and start; its data stays. */
  pgDown: () => Promise<void>;
  pgUp: () => Promise<void>;
  /** `systemctl stop redis-server` and start (empty again: nothing is kept on disk here). */
  redisDown: () => Promise<void>;
  redisUp: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The newest PostgreSQL server binaries of the machine, as testing/throwaway-postgres.ts finds them. */
function serverBinaries(): string {
  const dirs = [
    ...(process.env.POSTGRES_BIN_DIR ? [process.env.POSTGRES_BIN_DIR] : []),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : []),
  ];
  const found = dirs.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(path.join(dir, bin))));
  if (!found) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  return found;
}

/** A shipped file with this network's addresses (and `replace`'s other changes). */
function withAddresses(file: string, addresses: readonly string[], replace: [string, string][] = []): string {
  let text = readFileSync(file, 'utf8');
  SHIPPED_ADDRESSES.forEach((shipped, index) => {
    const address = addresses[index];
    if (!text.includes(shipped) || address === undefined) return;
    text = text.split(shipped).join(address);
  });
  for (const [find, replacement] of replace) {
    if (!text.includes(find)) throw new Error(`${file} no longer contains "${find}": the test must learn its new form`);
    text = text.split(find).join(replacement);
  }
  return text;
}

async function startRedis(host: NetworkHost, conf: string, dir: string): Promise<ChildProcess> {
  const [command = 'ip', ...args] = [
    ...host.wrap,
    'redis-server',
    conf,
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  return spawnedRedis(command, args);
}

async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/**
 * PostgreSQL and Redis on `host`, letting in the machines at `addresses` (web, API 1, API 2, as the shipped files
 * list them). Runs as the `postgres` user, as initdb requires.
 */
export async function startDataHost(host: NetworkHost, addresses: readonly string[]): Promise<DataHost> {
  const bin = serverBinaries();
  const owner = [
    Number((await run('id', ['-u', 'postgres'])).stdout),
    Number((await run('id', ['-g', 'postgres'])).stdout),
  ];
  const root = mkdtempSync('/tmp/gs-data-host-');
  chownSync(root, owner[0] ?? 0, owner[1] ?? 0);
  const data = path.join(root, 'data');
  const all = [...addresses, host.address];
  const pgPassword = randomBytes(18).toString('hex');
  const redisPassword = randomBytes(32).toString('hex');
  const asPostgres = (name: string, args: string[]) =>
    run(
      host.wrap[0] ?? 'ip',
      [...host.wrap.slice(1), 'runuser', '-u', 'postgres', '--', path.join(bin, name), ...args],
      {
        timeout: 120_000,
      },
    );
  const options = `-p 5432 -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgUp = () =>
    asPostgres('pg_ctl', ['start', '-D', data, '-l', path.join(root, 'server.log'), '-w', '-t', '60', '-o', options]);
  const pgDown = () => asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']);
  let redis: ChildProcess | null = null;
  let db: Pool | undefined;
  let pgStarted = false;
  const redisDir = path.join(root, 'redis');

  const stop = async () => {
    await db?.end();
    await stopChild(redis);
    redis = null;
    if (pgStarted)
      await asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']).catch(() => {});
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await asPostgres('initdb', ['-D', data, '-U', 'gs', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const conf = path.join(data, 'conf.d-greatstep.conf');
    writeFileSync(conf, withAddresses(SHIPPED_POSTGRESQL_CONF, all));
    writeFileSync(
      path.join(data, 'postgresql.conf'),
      `${readFileSync(path.join(data, 'postgresql.conf'), 'utf8')}\ninclude '${conf}'\n`,
    );
    // The data machine's own tools by its socket (the test's checks), and the shipped lines for the network.
    writeFileSync(path.join(data, 'pg_hba.conf'), `local all all trust\n${withAddresses(SHIPPED_PG_HBA, all)}`);
    for (const file of [conf, path.join(data, 'postgresql.conf'), path.join(data, 'pg_hba.conf')]) {
      chownSync(file, owner[0] ?? 0, owner[1] ?? 0);
    }
    await pgUp();
    pgStarted = true;
    db = new Pool({ host: root, port: 5432, user: 'gs', database: 'postgres', max: 2 });
    // A connection ended by PostgreSQL going down is dropped; the next query opens another.
    db.on('error', () => {});
    await db.query(`CREATE ROLE greatstep LOGIN PASSWORD '${pgPassword}'`);
    await db.query('CREATE DATABASE greatstep OWNER greatstep');
    await db.end();
    db = new Pool({ host: root, port: 5432, user: 'gs', database: 'greatstep', max: 2 });
    db.on('error', () => {});

    const redisConf = path.join(root, 'redis.conf');
    writeFileSync(
      redisConf,
      withAddresses(SHIPPED_REDIS_CONF, all, [
        ['change-me-to-64-random-hex-characters-from-openssl-rand', redisPassword],
      ]),
    );
    mkdirSync(redisDir);
    redis = await startRedis(host, redisConf, redisDir);

    // Should the test process end without stop(), neither server stays behind (SIGQUIT: PostgreSQL's immediate stop).
    const leftBehind = () => {
      redis?.kill('SIGKILL');
      try {
        process.kill(Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
      } catch {
        // Not running.
      }
    };
    process.once('exit', leftBehind);
    const pool = db;
    return {
      databaseUrl: `postgres://greatstep:${pgPassword}@${host.address}:5432/greatstep`,
      redisUrl: `redis://:${redisPassword}@${host.address}:6379`,
      db: pool,
      pgDown: async () => {
        await pgDown();
      },
      pgUp: async () => {
        await pgUp();
      },
      redisDown: async () => {
        await stopChild(redis);
        redis = null;
      },
      redisUp: async () => {
        redis ??= await startRedis(host, redisConf, redisDir);
      },
      stop: async () => {
        process.removeListener('exit', leftBehind);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
