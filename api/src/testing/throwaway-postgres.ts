import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sparePort } from '../../../scripts/spare-port';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder on a spare port, that the test may freeze (SIGSTOP)
 * without touching anyone else's server: never the machine's shared one on 5432.
 */
export interface ThrowawayPostgres {
  /** Connects as its superuser to its `postgres` database over TCP on 127.0.0.1. */
  url: string;
  /** Stops every process of this cluster where it stands, as a hung server would: connections stay open, silent. */
  freeze: () => void;
  thaw: () => void;
  /** Shuts the server down (fast: connections are ended), as `systemctl stop postgresql` does; its data stays. */
  down: () => Promise<void>;
  /** Starts it again on the same port, after `down`. */
  up: () => Promise<void>;
  /** Thaws, stops the cluster and deletes its folder. */
  stop: () => Promise<void>;
}

const SEARCHED = '/usr/lib/postgresql/*/bin';

/** The newest PostgreSQL server binaries of the machine (POSTGRES_BIN_DIR names another folder). */
function serverBinaries(): string {
  const candidates: string[] = [];
  if (process.env.POSTGRES_BIN_DIR) candidates.push(process.env.POSTGRES_BIN_DIR);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join('/usr/lib/postgresql', version, 'bin')));
  }
  const found = candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(path.join(dir, bin))),
  );
  if (!found) {
    throw new Error(
      `PostgreSQL server binaries (initdb, pg_ctl, postgres) not found in ${SEARCHED}` +
        `${process.env.POSTGRES_BIN_DIR ? ` nor in POSTGRES_BIN_DIR=${process.env.POSTGRES_BIN_DIR}` : ''}: ` +
        'this test starts a PostgreSQL of its own. Install the server (apt-get install -y postgresql) or set ' +
        'POSTGRES_BIN_DIR to the folder holding initdb and pg_ctl.',
    );
  }
  return found;
}

/** initdb refuses to run as root: as root, the server binaries run as the `postgres` user. */
async function runner(): Promise<{
  command: (bin: string, args: string[]) => [string, string[]];
  owner?: [number, number];
}> {
  if (process.getuid?.() !== 0) return { command: (bin, args) => [bin, args] };
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  let owner: [number, number];
  try {
    owner = [await id('-u'), await id('-g')];
  } catch {
    throw new Error('Running as root, this test needs the `postgres` user to run PostgreSQL as (initdb refuses root).');
  }
  return { command: (bin, args) => ['runuser', ['-u', 'postgres', '--', bin, ...args]], owner };
}

/** The processes this cluster is made of: its postmaster and every process it started. */
function clusterProcesses(postmaster: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent's pid; the name in field 2 may hold spaces, so read after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return [postmaster, ...children];
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = serverBinaries();
  const { command, owner } = await runner();
  const exec = (name: string, args: string[]) => {
    const [file, fileArgs] = command(path.join(bin, name), args);
    return run(file, fileArgs, { timeout: 120_000 });
  };

  // As root the server runs as `postgres`, which must reach the folder: /tmp is open to every user, a TMPDIR may not be.
  const root = mkdtempSync(path.join(owner ? '/tmp' : os.tmpdir(), 'gs-throwaway-pg-'));
  if (owner) chownSync(root, owner[0], owner[1]);
  const data = path.join(root, 'data');
  let port = 0;
  let postmaster = 0;
  let stopped = false;

  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // Already gone.
      }
    }
  };
  const thaw = () => {
    if (postmaster) signal(clusterProcesses(postmaster).reverse(), 'SIGCONT');
  };
  // Should the test process end without stop(), the cluster must not stay behind frozen: SIGQUIT is PostgreSQL's
  // immediate shutdown.
  const leftBehind = () => {
    thaw();
    if (postmaster) signal([postmaster], 'SIGQUIT');
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', leftBehind);
    thaw();
    try {
      if (postmaster) await exec('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  const options = () =>
    [
      `-p ${port}`,
      `-k ${root}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
  const logFile = path.join(root, 'server.log');
  const start = () => exec('pg_ctl', ['start', '-D', data, '-l', logFile, '-w', '-t', '60', '-o', options()]);
  const readPostmaster = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);

  try {
    await exec('initdb', ['-D', data, '-U', 'gs', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // The spare port may be taken by someone else between the look and the start: then another one.
    for (let attempt = 1; ; attempt += 1) {
      port = await sparePort();
      try {
        await start();
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    postmaster = readPostmaster();
    process.once('exit', leftBehind);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `postgres://gs@127.0.0.1:${port}/postgres`,
    freeze: () => {
      // The postmaster first, so that it starts no process while the others are being stopped.
      signal([postmaster], 'SIGSTOP');
      signal(clusterProcesses(postmaster).slice(1), 'SIGSTOP');
    },
    thaw,
    down: async () => {
      await exec('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '30']);
      postmaster = 0;
    },
    up: async () => {
      await start();
      postmaster = readPostmaster();
    },
    stop,
  };
}
