import type { RemoteScopes } from '@greatstep/shared';
import { activeOverrides, type Overrides } from './overrides';
import { setRemoteReleases } from './health-beacon';
import { preloadRemote, registerRemotes } from './remote-loader';
import { fetchRemotesConfig, type RemoteConfig } from './remotes-config';
import { watchRefusedOrigins } from './refused-origins';
import { resolvePath, type RemoteRoutesState, type RoutesList } from './routes';
import { warmRoute } from './warm-route';

export interface Remote extends RemoteRoutesState {
  entry: string;
}

export interface StartedRemotes {
  remotes: Remote[];
  /** What each remote may claim, which the lists fetched later are held to (routes.ts's heldToOwners). */
  owners: RemoteScopes | null;
  overrides: Overrides;
  /** Overrides asked for and refused, with why (the overrides banner says so in the page). */
  refusedOverrides: string[];
  /** Whether the page's own remote is already on its way (preloadFirstPage found it). */
  preloaded: boolean;
}

function initialList(config: RemoteConfig): RoutesList {
  return config.routes ? { status: 'ready', routes: config.routes } : { status: 'loading' };
}

/**
 * Starts loading the remote of the page at `pathname` and fetching that page's files (the intro's preload). False
 * while the page's remote is not known yet: its route list has not come.
 */
export function preloadFirstPage(remotes: readonly Remote[], pathname: string): boolean {
  const resolution = resolvePath(pathname, remotes);
  if (resolution.kind === 'waiting') return false;
  if (resolution.kind === 'remote') {
    preloadRemote(resolution.remote);
    warmRoute(
      remotes.find((remote) => remote.name === resolution.remote),
      pathname,
    );
  }
  return true;
}

/**
 * Reads remotes.json, applies allowed overrides, registers the remotes with the federation runtime and preloads the
 * current page's remote when its route list is already known (the server folds the lists into remotes.json).
 */
export async function startRemotes({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): Promise<StartedRemotes> {
  watchRefusedOrigins();
  const site = await fetchRemotesConfig();
  const names = site.remotes.map((remote) => remote.name);
  const { active: overrides, refused: refusedOverrides } = activeOverrides(search, names, site.overrideOrigins);
  const remotes: Remote[] = site.remotes.map((remote) => {
    const entry = overrides[remote.name];
    // An overridden remote's routes come from its own bundle, not from what the server folded in.
    return entry
      ? { name: remote.name, entry, list: { status: 'loading' } }
      : { name: remote.name, entry: remote.entry, list: initialList(remote) };
  });
  registerRemotes(Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry])));
  setRemoteReleases(
    Object.fromEntries(site.remotes.map(({ name, release }) => [name, release])),
    Object.keys(overrides),
  );
  return {
    remotes,
    owners: site.owners,
    overrides,
    refusedOverrides,
    preloaded: preloadFirstPage(remotes, pathname),
  };
}

let early: Promise<StartedRemotes> | undefined;

/**
 * Called by bootstrap.tsx before React renders the frame: the page's remote and its files then travel while the
 * frame renders, rather than after it has rendered and run its effects (docs/PERFORMANCE.md#less-main-thread-work).
 */
export function startRemotesEarly(): void {
  early = startRemotes(window.location);
  // A failure is the provider's to show (it takes this start); nobody may have taken it yet.
  early.catch(() => undefined);
}

/**
 * The start bootstrap.tsx made, if it made one. Kept, not handed over once: React's strict mode runs the provider's
 * effect twice in development, and a second start would register the remotes again and drop the first's preload.
 */
export function earlyStart(): Promise<StartedRemotes> | undefined {
  return early;
}
