import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteScopes } from '@greatstep/shared/isomorphic';
import { z } from 'zod';

/**
 * The site's composition is named once, in composition.json at the repository's root: the build configs, lint,
 * jest, npm start and the benchmarks read the same file. The API reads the remotes' names (each may be replaced by
 * its REMOTE_<NAME>_URL) and the folders whose builds it serves.
 */
const compositionSchema = z.object({
  remotes: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z][a-z0-9]*$/),
        folder: z.string().regex(/^[\w-]+$/),
      }),
    )
    .min(1),
  // Each remote's part of the site's addresses and the links it may publish (docs/ARCHITECTURE.md#who-owns-which-paths):
  // beside the list, so that the shell's build, which reads the list for its words, carries no remote's path.
  owners: z.record(
    z.string(),
    z.object({ paths: z.array(z.string().startsWith('/')).min(1), links: z.array(z.string()) }),
  ),
});

// The same depth from src/site and from dist/site: both are two folders below the API's, which is below the root.
const COMPOSITION_FILE = path.join(__dirname, '../../../composition.json');

const composition = compositionSchema.parse(JSON.parse(readFileSync(COMPOSITION_FILE, 'utf8')));

/** The remotes `npm start` builds and serves. */
export const REMOTE_NAMES: readonly string[] = composition.remotes.map((remote) => remote.name);
export type RemoteName = string;

/** What each remote may claim: a release, a build or a routes.json claiming more is refused or cut back to this. */
export const REMOTE_SCOPES: RemoteScopes = Object.fromEntries(
  composition.remotes.map((remote) => {
    const scope = composition.owners[remote.name];
    if (!scope) throw new Error(`composition.json gives the ${remote.name} remote no part of the site (owners)`);
    return [remote.name, scope];
  }),
);

/** The folder (under the repository's root) of a remote's source and build; a name not in the file has none. */
export function remoteFolder(name: RemoteName): string {
  const folder = composition.remotes.find((remote) => remote.name === name)?.folder;
  if (!folder) throw new Error(`composition.json names no remote "${name}"`);
  return folder;
}

export const remoteUrlVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL` as const;
