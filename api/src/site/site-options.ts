import { existsSync } from 'node:fs';
import path from 'node:path';

export const REMOTE_NAMES = ['marketing', 'events', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface SiteOptions {
  /** The shell's build folder (index.html, main.js, …). */
  shellDir: string;
  /** Build folders of the remotes this server serves itself, under /remotes/<name>/. */
  remoteDirs: Record<RemoteName, string>;
  /** remotes.json as the shell will read it: each entry an mf-manifest.json or remoteEntry.js URL. */
  remotes: Record<RemoteName, string>;
}

const appFolders: Record<RemoteName, string> = {
  marketing: 'mf-marketing',
  events: 'mf-events',
  account: 'mf-account',
};

const envNames: Record<RemoteName, string> = {
  marketing: 'REMOTE_MARKETING_URL',
  events: 'REMOTE_EVENTS_URL',
  account: 'REMOTE_ACCOUNT_URL',
};

/** Where this server serves a remote of its own; relative, so the shell resolves it against its own origin. */
export function servedRemoteUrl(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

/**
 * The site next to this API in the monorepo (the builds `npm start` makes), with remotes.json entries taken from
 * REMOTE_*_URL where an integrator set them. Returns null when the shell has not been built: the API then runs alone.
 */
export function siteOptionsFromEnv(env: NodeJS.ProcessEnv, repoRoot: string): SiteOptions | null {
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDir, 'index.html'))) return null;
  const remoteDirs = {} as Record<RemoteName, string>;
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remoteDirs[name] = path.join(repoRoot, appFolders[name], 'dist');
    remotes[name] = env[envNames[name]]?.trim() || servedRemoteUrl(name);
  }
  return { shellDir, remoteDirs, remotes };
}
