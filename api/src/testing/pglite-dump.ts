import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/database';

/**
 * A migrated, empty PGlite database as a dump, for the tests' in-memory databases to start from: PGlite's initdb costs
 * seconds of CPU per database, and the API's tests open one or more per file, on every jest worker. The dump is made
 * once per set of migrations and PGlite build, and kept in the system's temporary folder; a changed migration or
 * PGlite version names another file, so a stale dump is never loaded.
 */

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

function packageFolder(entry: string): string {
  let folder = path.dirname(entry);
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}

function dumpKey(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  hash.update(fs.readFileSync(path.join(packageFolder(require.resolve('@electric-sql/pglite')), 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function makeDump(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

let inThisFile: Promise<Blob> | undefined;

export function migratedPgliteDump(): Promise<Blob> {
  inThisFile ??= (async () => {
    const file = path.join(os.tmpdir(), `greatstep-pglite-${dumpKey()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const dump = await makeDump();
    // Written aside, then renamed: a worker reading at the same moment sees the whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return inThisFile;
}
