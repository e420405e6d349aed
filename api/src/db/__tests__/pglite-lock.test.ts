import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../database';
import { FolderHeldError, LOCK_FILE, liveHolder } from '../pglite-lock';

const openFolder = (dataDir: string) => createDatabase({ database: { driver: 'pglite', dataDir } });

const answers = async (database: Database) => {
  await database.db.execute(sql`select 1`);
  return true;
};

/** A process that has ended: its pid names no one now, as a server's after a crash or a SIGKILL. */
const endedPid = () => {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not start a process');
  return pid;
};

describe('an embedded database folder, held by the process that opens it', () => {
  let folder: string;
  let lockFile: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-lock-'));
    lockFile = path.join(folder, LOCK_FILE);
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  const lock = () => JSON.parse(fs.readFileSync(lockFile, 'utf8')) as Record<string, unknown>;
  const writeLock = (holder: Record<string, unknown>) => fs.writeFileSync(lockFile, JSON.stringify(holder));

  it('names the process, then where its server answers, and is gone once the database is closed', async () => {
    const database = await openFolder(folder);
    expect(lock()).toEqual({ pid: process.pid, holder: 'server', url: null, startedAt: expect.any(String) });
    database.announce?.('http://127.0.0.1:8080');
    expect(liveHolder(folder)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:8080' });
    await database.close();
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(liveHolder(folder)).toBeNull();

    const again = await openFolder(folder);
    expect(await answers(again)).toBe(true);
    await again.close();
  });

  it('refuses a second opener in one line naming the folder, the holder and what to do', async () => {
    const first = await openFolder(folder);
    try {
      first.announce?.('http://127.0.0.1:8080');
      const { startedAt } = lock();
      await expect(openFolder(folder)).rejects.toThrow(
        new FolderHeldError(folder, {
          pid: process.pid,
          holder: 'server',
          url: 'http://127.0.0.1:8080',
          startedAt: String(startedAt),
        }),
      );
      await expect(openFolder(folder)).rejects.toThrow(
        `The embedded database in ${folder} is in use by the server at http://127.0.0.1:8080 (process ` +
          `${process.pid}) since ${String(startedAt)}, and PGlite allows one process at a time: stop that one ` +
          `first, or use PostgreSQL (DATABASE_URL), which processes share safely. If process ${process.pid} is ` +
          `not GreatStep's, delete ${lockFile}.`,
      );
      // The refusal left the holder's lock and database as they were.
      expect(lock()).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:8080' });
      expect(await answers(first)).toBe(true);
    } finally {
      await first.close();
    }
  });

  it('refuses while another live process holds the folder, before PGlite touches it', async () => {
    // The process that started this one is alive, and is not this one.
    const holder = { pid: process.ppid, holder: 'npm run admin', url: null, startedAt: '2025-03-01T10:00:00.000Z' };
    writeLock(holder);
    await expect(openFolder(folder)).rejects.toThrow(
      `The embedded database in ${folder} is in use by npm run admin (process ${process.ppid}) since ` +
        '2025-03-01T10:00:00.000Z, and PGlite allows',
    );
    expect(fs.readdirSync(folder)).toEqual([LOCK_FILE]);
    expect(lock()).toEqual(holder);
  });

  it('takes over the lock of a process that has ended, or an unreadable one', async () => {
    const stale = { pid: endedPid(), holder: 'server', url: 'http://127.0.0.1:1', startedAt: '2025-03-01T10:00:00Z' };
    writeLock(stale);
    expect(liveHolder(folder)).toBeNull();
    const database = await openFolder(folder);
    expect(lock()).toMatchObject({ pid: process.pid, url: null });
    await database.close();

    fs.writeFileSync(lockFile, '{"pid":');
    const again = await openFolder(folder);
    expect(lock()).toMatchObject({ pid: process.pid });
    await again.close();
  });

  it('takes over a lock naming this very process when it does not hold the folder (a restarted container)', async () => {
    writeLock({ pid: process.pid, holder: 'server', url: 'http://127.0.0.1:1', startedAt: '2025-03-01T10:00:00Z' });
    expect(liveHolder(folder)).toBeNull();
    const database = await openFolder(folder);
    expect(lock()).toMatchObject({ pid: process.pid, url: null });
    await database.close();
  });

  it('never locks memory://: in-memory databases are each their own', async () => {
    const one = await createDatabase({ database: { driver: 'pglite', dataDir: 'memory://' } });
    const two = await createDatabase({ database: { driver: 'pglite', dataDir: 'memory://' } });
    try {
      expect([await answers(one), await answers(two)]).toEqual([true, true]);
      expect([one.announce, two.announce]).toEqual([undefined, undefined]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
