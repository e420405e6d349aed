import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A remote's build as the site serves it (docs/ARCHITECTURE.md#builds-kept-as-served): a copy of its dist/ in a folder
 * named by its content, made once per build and never changed or removed by the site. A rebuild of the remote writes
 * its dist/ in place; what the site serves stays as it was until the site takes the new build up (at its next start,
 * or by `npm run remote -- release <remote> --local`), and a page still open on an earlier build keeps loading that
 * build's chunks from its own folder.
 */
export interface KeptBuild {
  /** The copy's folder, under the kept root. */
  dir: string;
  /** Its folder's name: the first 12 hex digits of the build's content hash. */
  hash: string;
}

/** Every file under `dir`, as paths relative to it, in a fixed order. */
function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    });
}

/** The build's identity: its files' names and bytes. Two builds with the same bytes are one build. */
export function buildHash(dist: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dist)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dist, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Keeps the build in `dist` under `keptRoot/<hash>/` (once: a copy already there is the same build) and says where.
 * The copy appears whole or not at all: it is made beside, then renamed, so a process serving the root never sees
 * half of it, and two processes keeping the same build at once both end with the one copy. Null without a build.
 */
export function keepBuild(dist: string, keptRoot: string): KeptBuild | null {
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) return null;
  const hash = buildHash(dist);
  const dir = path.join(keptRoot, hash);
  if (existsSync(dir)) return { dir, hash };
  const partial = path.join(keptRoot, `.${hash}.${process.pid}.partial`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(dist, partial, { recursive: true });
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another process kept the same build first: its copy is this one.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw error;
  }
  return { dir, hash };
}
