import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { readPageFrame, type PageFragments, type PageFrame } from './page-fragments';
import type { PublishedPages } from './published-pages';
import { keepBuild } from './kept-builds';
import { judgeRemoteFiles } from './release-files';
import { REMOTE_NAMES, REMOTE_SCOPES, remoteFolder, type RemoteName } from './remote-names';
import { remotePreloads, type Preload } from './shell-document';

/** remotes.json's key for what each remote owns (a federation name never starts with $). */
export const OWNERS_KEY = '$owners';

export interface SiteOptions {
  /** The shell's build folder (index.html and the scripts it names). */
  shellDir: string;
  /** Build folders of the remotes this server serves itself, under /remotes/<name>/. */
  remoteDirs: Record<RemoteName, string>;
  /**
   * Where each remote's builds are kept as served (KEEP_BUILDS, kept-builds.ts): every build kept there is served under
   * /remotes/<name>/<hash>/, the one of this start, earlier ones for pages still open, later ones released with
   * `npm run remote -- release <name> --local`.
   */
  keptBuildRoots: Partial<Record<RemoteName, string>>;
  /** Each remote's entry as the shell will load it: an mf-manifest.json or remoteEntry.js URL. */
  remotes: Record<RemoteName, string>;
  /**
   * remotes.json as served: a remote this server builds carries its published routes (its dist/routes.json, judged),
   * so the first visit needs no extra request; one pointing elsewhere is a plain URL and the shell fetches its list.
   * `$owners` tells the shell what each remote may claim (docs/ARCHITECTURE.md#who-owns-which-paths).
   */
  remotesJson: Record<string, unknown>;
  /** Origins from which the browser may override a remote (REMOTE_OVERRIDES); empty: off. */
  overrideOrigins: string[];
  /**
   * For each remote this server serves itself: the page paths it publishes, what its first page needs, its pages'
   * heads and prerendered pages (its dist/pages.json and fragments.json; null without one, or with one refused).
   */
  ownRemotes: Record<RemoteName, OwnRemote>;
  /** The shell's prerendered frame (its dist/frame.json); null without one: then no page is prerendered. */
  frame: PageFrame | null;
  /** What the builds' files broke (a file refused, a claim outside a remote's part of the site), for the log. */
  problems: string[];
}

export interface OwnRemote {
  pagePaths: string[];
  /** Where its files are served: /remotes/<name>/, or /remotes/<name>/<hash>/ for a kept build. */
  basePath: string;
  preloads: Preload[];
  pages: PublishedPages | null;
  /** Its pages prerendered at build time (dist/fragments.json); null without one. */
  fragments: PageFragments | null;
  /** The links its routes.json publishes. */
  links: Record<string, string> | null;
  /**
   * When the build served was made, or taken up as kept (its pages.json's time: a kept copy is written when the site
   * first keeps it): the sitemap's `lastmod` of its pages while no release replaces it. Null without pages.json.
   */
  builtAt: Date | null;
}

/** The folder of a remote's kept builds in the data folder (`npm run remote -- release <name> --local` keeps there too). */
export function keptBuildsRoot(dataDir: string, name: RemoteName): string {
  return path.join(dataDir, 'builds', name);
}

/** When a build's file was written, or null without it. */
function writtenAt(dir: string, name: string): Date | null {
  const file = path.join(dir, name);
  return existsSync(file) ? statSync(file).mtime : null;
}

/** A build's file, or null without it. */
function builtFile(dir: string, name: string): string | null {
  const file = path.join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * The site next to this API in the monorepo (the builds `npm start` makes), with the entries an integrator set in
 * REMOTE_*_URL. Returns null when the shell has not been built: the API then runs alone.
 */
export function siteOptions(
  config: Pick<Config, 'remoteUrls' | 'remoteOverrides'> & Partial<Pick<Config, 'keepBuilds' | 'dataDir'>>,
  repoRoot: string,
): SiteOptions | null {
  const shellDir = path.join(repoRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDir, 'index.html'))) return null;
  const remoteDirs = {} as Record<RemoteName, string>;
  const keptBuildRoots: Partial<Record<RemoteName, string>> = {};
  const remotes = {} as Record<RemoteName, string>;
  const remotesJson: Record<string, unknown> = {};
  const ownRemotes: SiteOptions['ownRemotes'] = {};
  const problems: string[] = [];
  for (const name of REMOTE_NAMES) {
    const built = path.join(repoRoot, remoteFolder(name), 'dist');
    const keptRoot = config.keepBuilds && config.dataDir ? keptBuildsRoot(config.dataDir, name) : null;
    const kept = keptRoot ? keepBuild(built, keptRoot) : null;
    // What is served as the remote's own: the build as it was at start, kept (kept-builds.ts), or dist/ itself.
    const dir = kept?.dir ?? built;
    const basePath = kept ? `/remotes/${name}/${kept.hash}/` : `/remotes/${name}/`;
    remoteDirs[name] = dir;
    if (keptRoot) keptBuildRoots[name] = keptRoot;
    const configured = config.remoteUrls[name];
    remotes[name] = configured ?? `${basePath}mf-manifest.json`;
    remotesJson[name] = remotes[name];
    if (configured || !existsSync(dir)) continue;
    // Our own builds are judged as a release is: a remote's build speaks only for its own part of the site.
    const judged = judgeRemoteFiles(name, {
      routes: builtFile(dir, 'routes.json'),
      pages: builtFile(dir, 'pages.json'),
      fragments: builtFile(dir, 'fragments.json'),
    });
    problems.push(...judged.problems.map((problem) => `${dir}: ${problem}`));
    if (!judged.data) continue;
    const { routePaths, routes, pages, fragments, links } = judged.data;
    remotesJson[name] = { entry: remotes[name], ...routes };
    ownRemotes[name] = {
      pagePaths: routePaths,
      basePath,
      preloads: remotePreloads(dir, basePath),
      pages,
      fragments,
      links,
      builtAt: writtenAt(dir, 'pages.json'),
    };
  }
  // Keys no federation name can clash with: the shell reads them as the site's settings.
  remotesJson[OWNERS_KEY] = REMOTE_SCOPES;
  if (config.remoteOverrides.length > 0) remotesJson['$overrides'] = config.remoteOverrides;
  const frameText = builtFile(shellDir, 'frame.json');
  let frame: PageFrame | null = null;
  if (frameText !== null) {
    const verdict = readPageFrame(frameText);
    if (verdict.ok) frame = verdict.value;
    else problems.push(`${path.join(shellDir, 'frame.json')}: ${verdict.problem}`);
  }
  return {
    shellDir,
    remoteDirs,
    keptBuildRoots,
    remotes,
    remotesJson,
    overrideOrigins: config.remoteOverrides,
    ownRemotes,
    frame,
    problems,
  };
}
