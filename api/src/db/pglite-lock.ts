import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Embedded PGlite is one process's database: a second process opening the same folder beside the first works on
 * its own copy of the pages, and what either writes can be lost (docs/API.md#the-command-line). The process that
 * opens a folder therefore says so in this file, and every other opener reads it first.
 */
export const LOCK_FILE = 'greatstep-server.json';

/** Who opened the folder: the API server, or the organisers' command line in direct mode. */
export type FolderHolderKind = 'server' | 'npm run admin';

export interface FolderHolder {
  pid: number;
  holder: FolderHolderKind;
  /** Where the server answers on this machine, once it listens: `npm run admin` sends its calls there. */
  url: string | null;
  startedAt: string;
}

export interface HeldFolder {
  /** Records where this process's server answers (after it listens). */
  announce: (url: string) => void;
  /** Gives the folder up; the file is removed only while it is still this holding's. */
  release: () => void;
}

export const lockFileOf = (folder: string) => path.join(folder, LOCK_FILE);

/** The folders this process holds: a lock naming our own pid is live only if it is one of them. */
const heldHere = new Set<string>();

function describe(holder: FolderHolder): string {
  if (holder.holder === 'npm run admin') return `npm run admin (process ${holder.pid})`;
  return holder.url
    ? `the server at ${holder.url} (process ${holder.pid})`
    : `a server that is still starting (process ${holder.pid})`;
}

/** A second opener of a held folder: refused before PGlite touches it. */
export class FolderHeldError extends Error {
  override name = 'FolderHeldError';

  constructor(
    readonly folder: string,
    readonly holder: FolderHolder,
  ) {
    super(
      `The embedded database in ${folder} is in use by ${describe(holder)} since ${holder.startedAt}, and PGlite ` +
        'allows one process at a time: stop that one first, or use PostgreSQL (DATABASE_URL), which processes ' +
        `share safely. If process ${holder.pid} is not GreatStep's, delete ${lockFileOf(folder)}.`,
    );
  }
}

function readRaw(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(raw: string | null): FolderHolder | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<FolderHolder>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return null;
    if (value.holder !== 'server' && value.holder !== 'npm run admin') return null;
    return {
      pid: value.pid as number,
      holder: value.holder,
      url: typeof value.url === 'string' ? value.url : null,
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'an unknown time',
    };
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Our own pid in a lock we do not hold is a previous run's: in a container the server is often the same small
 * pid after every restart.
 */
const isLive = (file: string, holder: FolderHolder) =>
  holder.pid === process.pid ? heldHere.has(file) : isRunning(holder.pid);

/** The process holding the folder now, or null: none, or one that has ended without removing its lock (stale). */
export function liveHolder(folder: string): FolderHolder | null {
  const file = lockFileOf(folder);
  const holder = parseHolder(readRaw(file));
  return holder && isLive(file, holder) ? holder : null;
}

const scratchName = (file: string, what: string) => `${file}.${what}.${process.pid}.${randomBytes(4).toString('hex')}`;

/**
 * Written aside, then hard-linked into place: the link fails if the file exists (as open's 'wx' does), and a reader
 * never finds it half written.
 */
function createExclusively(file: string, holder: FolderHolder): boolean {
  const scratch = scratchName(file, 'new');
  fs.writeFileSync(scratch, JSON.stringify(holder));
  try {
    fs.linkSync(scratch, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(scratch, { force: true });
  }
}

/** Removes a stale lock, unless another process has replaced it since it was read (then it is put back). */
function removeStale(file: string, seen: string | null): void {
  const aside = scratchName(file, 'stale');
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readRaw(aside) !== seen) fs.linkSync(aside, file);
  } catch {
    // Someone holds the folder anew: the next attempt reads their lock.
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function removeIfMine(file: string, mine: FolderHolder): void {
  const current = parseHolder(readRaw(file));
  if (current?.pid === mine.pid && current.startedAt === mine.startedAt) fs.rmSync(file, { force: true });
}

/** Takes the folder for this process, taking over a stale lock; a live holder is refused with FolderHeldError. */
export function holdFolder(folder: string, kind: FolderHolderKind): HeldFolder {
  const file = lockFileOf(folder);
  let mine: FolderHolder = { pid: process.pid, holder: kind, url: null, startedAt: new Date().toISOString() };
  // A few attempts: a stale lock may be removed, or replaced, by another process starting at the same moment.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createExclusively(file, mine)) {
      heldHere.add(file);
      // A crash or process.exit() skips the close that releases it; SIGKILL leaves it stale, which is taken over.
      const onExit = () => removeIfMine(file, mine);
      process.on('exit', onExit);
      let held = true;
      return {
        announce(url) {
          if (!held) return;
          mine = { ...mine, url };
          const scratch = scratchName(file, 'url');
          fs.writeFileSync(scratch, JSON.stringify(mine));
          fs.renameSync(scratch, file);
        },
        release() {
          if (!held) return;
          held = false;
          process.removeListener('exit', onExit);
          heldHere.delete(file);
          removeIfMine(file, mine);
        },
      };
    }
    const seen = readRaw(file);
    const holder = parseHolder(seen);
    if (holder && isLive(file, holder)) throw new FolderHeldError(folder, holder);
    removeStale(file, seen);
  }
  const holder = parseHolder(readRaw(file));
  if (holder) throw new FolderHeldError(folder, holder);
  throw new Error(`Could not create ${file}: it keeps coming back unreadable`);
}
