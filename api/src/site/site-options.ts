import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { readPageFragments, readPageFrame, type PageFragments, type PageFrame } from './page-fragments';
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
  /** The shell's prerendered frame (its dist/frame.json); null without one: then no page is prerendered. */
  frame: PageFrame | null;
  /** Why a frame.json or a remote's fragments.json was refused, for the log. */
  prerenderProblems: string[];
}

export interface OwnRemote {
  pagePaths: string[];
  preloads: Preload[];
  pages: PublishedPages | null;
  pagesProblem?: string;
  /** Its pages prerendered at build time (dist/fragments.json); null without one. */
  fragments: PageFragments | null;
  /** The links its routes.json publishes. */
  links: Record<string, string> | null;
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

/** A build's JSON file read by `read`'s rules: its value, null without the file, a problem noted when refused. */
function readBuildFile<T>(
  file: string,
  read: (text: string) => { ok: true; value: T } | { ok: false; problem: string },
  problems: string[],
): T | null {
  if (!existsSync(file)) return null;
  const verdict = read(readFileSync(file, 'utf8'));
  if (verdict.ok) return verdict.value;
  problems.push(`${file}: ${verdict.problem}`);
  return null;
}

/** The links a routes.json publishes, when they are all paths. */
export function publishedLinks(routes: unknown): Record<string, string> | null {
  const links = typeof routes === 'object' && routes !== null && 'links' in routes ? routes.links : null;
  if (typeof links !== 'object' || links === null) return null;
  const entries = Object.entries(links).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && entry[1].startsWith('/') && entry[1].length <= 300,
  );
  return entries.length === Object.keys(links).length ? Object.fromEntries(entries) : null;
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
  const prerenderProblems: string[] = [];
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
        fragments: readBuildFile(path.join(remoteDirs[name], 'fragments.json'), readPageFragments, prerenderProblems),
        links: publishedLinks(routes),
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
    frame: readBuildFile(path.join(shellDir, 'frame.json'), readPageFrame, prerenderProblems),
    prerenderProblems,
  };
}
