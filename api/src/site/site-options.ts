import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { readPublishedPages, type PublishedPages } from './published-pages';
import { REMOTE_NAMES, remoteFolder, type RemoteName } from './remote-names';
import { remotePreloads, type Preload } from './shell-document';

export interface SiteOptions {
  /** The shell's build folder (index.html and the scripts it names). */
  shellDir: string;
  /** Build folders of the remotes this server serves itself, under /remotes/<name>/. */
  remoteDirs: Record<RemoteName, string>;
  /** Each remote's entry as the shell will load it: an mf-manifest.json or remoteEntry.js URL. */
  remotes: Record<RemoteName, string>;
  /**
   * remotes.json as served: a remote this server builds carries its published routes (its dist/routes.json), so
   * the first visit needs no extra request; one pointing elsewhere is a plain URL and the shell fetches its list.
   */
  remotesJson: Record<string, unknown>;
  /** Origins from which the browser may override a remote (REMOTE_OVERRIDES); empty: off. */
  overrideOrigins: string[];
  /** Every page path pattern the remotes publish; null when a remote's list is not known to this server. */
  pagePaths: string[] | null;
  /**
   * For each remote this server serves itself: the page paths it publishes, what its first page needs, and its
   * pages' heads (its dist/pages.json; null without one, or with one refused, for the reason in `pagesProblem`).
   */
  ownRemotes: Record<RemoteName, OwnRemote>;
}

export interface OwnRemote {
  pagePaths: string[];
  preloads: Preload[];
  pages: PublishedPages | null;
  pagesProblem?: string;
}

/** Where this server serves a remote of its own; relative, so the shell resolves it against its own origin. */
export function servedRemoteUrl(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

function publishedPaths(routes: Record<string, unknown> | null): string[] | null {
  if (!routes || !Array.isArray(routes.routes)) return null;
  const paths = routes.routes.map((route: unknown) =>
    typeof route === 'object' && route !== null && 'path' in route && typeof route.path === 'string'
      ? route.path
      : null,
  );
  return paths.every((path) => path !== null) ? paths : null;
}

function publishedRoutes(remoteDir: string): Record<string, unknown> | null {
  const file = path.join(remoteDir, 'routes.json');
  if (!existsSync(file)) return null;
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
}

/** The remote's dist/pages.json as the server holds every published pages.json to (published-pages.ts). */
function publishedPagesOf(remoteDir: string): Pick<OwnRemote, 'pages' | 'pagesProblem'> {
  const file = path.join(remoteDir, 'pages.json');
  if (!existsSync(file)) return { pages: null };
  const verdict = readPublishedPages(readFileSync(file, 'utf8'));
  return verdict.ok ? { pages: verdict.pages } : { pages: null, pagesProblem: `${file}: ${verdict.problem}` };
}

/**
 * The site next to this API in the monorepo (the builds `npm start` makes), with the entries an integrator set in
 * REMOTE_*_URL. Returns null when the shell has not been built: the API then runs alone.
 */
export function siteOptions(
  config: Pick<Config, 'remoteUrls' | 'remoteOverrides'>,
  repoRoot: string,
): SiteOptions | null {
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDir, 'index.html'))) return null;
  const remoteDirs = {} as Record<RemoteName, string>;
  const remotes = {} as Record<RemoteName, string>;
  const remotesJson: Record<string, unknown> = {};
  let pagePaths: string[] | null = [];
  const ownRemotes: SiteOptions['ownRemotes'] = {};
  for (const name of REMOTE_NAMES) {
    remoteDirs[name] = path.join(repoRoot, remoteFolder(name), 'dist');
    const configured = config.remoteUrls[name];
    remotes[name] = configured ?? servedRemoteUrl(name);
    const routes = configured ? null : publishedRoutes(remoteDirs[name]);
    remotesJson[name] = routes ? { entry: remotes[name], ...routes } : remotes[name];
    const paths = publishedPaths(routes);
    pagePaths = pagePaths && paths ? [...pagePaths, ...paths] : null;
    if (!configured && paths) {
      ownRemotes[name] = {
        pagePaths: paths,
        preloads: remotePreloads(remoteDirs[name], `/remotes/${name}/`),
        ...publishedPagesOf(remoteDirs[name]),
      };
    }
  }
  // A key no federation name can clash with: the shell reads it as the site's override setting.
  if (config.remoteOverrides.length > 0) remotesJson['$overrides'] = config.remoteOverrides;
  return {
    shellDir,
    remoteDirs,
    remotes,
    remotesJson,
    overrideOrigins: config.remoteOverrides,
    pagePaths,
    ownRemotes,
  };
}
