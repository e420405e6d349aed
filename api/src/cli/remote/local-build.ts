import path from 'node:path';
import { keepBuild } from '../../site/kept-builds';
import { remoteFolder, type RemoteName } from '../../site/remote-names';
import { keptBuildsRoot } from '../../site/site-options';
import { CliError } from '../cli-error';
import { adminConfig } from '../open-database';

const REPO_ROOT = path.join(__dirname, '..', '..', '..', '..');

/**
 * `release <remote> --local`: the remote's build on this machine (its dist/, or the folder `--dist` names) kept beside
 * the running site's own builds, by its content (docs/ARCHITECTURE.md#builds-kept-as-served), and the address the
 * site serves it at, on PUBLIC_URL. A release of it is that build for as long as the site keeps it: a rebuild changes
 * nothing it serves, and a rollback to it restores it exactly.
 */
export function keepLocalBuild(
  remote: RemoteName,
  dist: string | undefined,
  env: NodeJS.ProcessEnv,
): { url: string; dir: string } {
  const config = adminConfig(env);
  const folder = dist ? path.resolve(dist) : path.join(REPO_ROOT, remoteFolder(remote), 'dist');
  const kept = keepBuild(folder, keptBuildsRoot(config.dataDir, remote));
  if (!kept) {
    throw new CliError(
      `${folder} holds no build of ${remote} (no mf-manifest.json): run npm run build -w ${remoteFolder(remote)} first`,
    );
  }
  return { url: `${config.publicUrl}/remotes/${remote}/${kept.hash}/mf-manifest.json`, dir: kept.dir };
}
