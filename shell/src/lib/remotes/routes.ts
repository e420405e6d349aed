// What a remote publishes about its pages, and which remote owns a path.
import { judgeRoutes, type RemoteScopes } from '@greatstep/shared';
import { matchPath } from 'react-router-dom';
import { fetchPublished } from './timed-fetch';

/** A remote's paths and link names, as its build publishes them (routes.json beside mf-manifest.json). */
export interface PublishedRoutes {
  /** React Router path patterns the remote answers. */
  paths: readonly string[];
  /** Link names (e.g. `events`) → the path the shell's navbar, footer or 404 page links to. */
  links: Readonly<Record<string, string>>;
  /**
   * Path pattern → the files its page needs beyond the remote's entry, relative to the remote's entry (routes.json
   * lists them, federation/publish-routes.js); only for pages in a chunk of their own. A remote built before the
   * list existed publishes none, and its pages are simply not warmed (warm-route.ts).
   */
  files?: Readonly<Record<string, readonly string[]>>;
  /** Path patterns of pages only a signed-in visitor sees (the remote sends others to Sign In). */
  signedIn?: readonly string[];
}

function pathOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'path' in item && typeof item.path === 'string') return item.path;
  return null;
}

/** A route's `files` when it lists some, as strings; anything else (an older or odd bundle) is no list. */
function filesOf(item: unknown): string[] | null {
  if (typeof item !== 'object' || item === null || !('files' in item) || !Array.isArray(item.files)) return null;
  const files = item.files.filter((file): file is string => typeof file === 'string' && file !== '');
  return files.length > 0 ? files : null;
}

/** A route that only a signed-in visitor sees (`signedIn: true`). */
const isSignedInOnly = (item: unknown) =>
  typeof item === 'object' && item !== null && 'signedIn' in item && item.signedIn === true;

/** Reads `{routes: [{path, files?} | path], links: {name: path}}` (routes.json, or an object entry of remotes.json). */
export function parsePublishedRoutes(json: unknown, where: string): PublishedRoutes {
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (!Array.isArray(record.routes)) throw new Error(`${where} has no list of routes`);
  const paths = record.routes.map(pathOf);
  if (paths.length === 0 || paths.some((path) => path === null || !path.startsWith('/'))) {
    throw new Error(`${where} lists a route without an absolute path`);
  }
  const links: Record<string, string> = {};
  if (typeof record.links === 'object' && record.links !== null) {
    for (const [name, path] of Object.entries(record.links)) if (typeof path === 'string') links[name] = path;
  }
  const files: Record<string, string[]> = {};
  record.routes.forEach((item, index) => {
    const listed = filesOf(item);
    if (listed) files[paths[index] as string] = listed;
  });
  const items: unknown[] = record.routes;
  const signedIn = items.flatMap((item, index) => (isSignedInOnly(item) ? [paths[index] as string] : []));
  return {
    paths: paths as string[],
    links,
    ...(Object.keys(files).length > 0 && { files }),
    ...(signedIn.length > 0 && { signedIn }),
  };
}

/**
 * The list held to the part of the site the remote owns (`owners`: remotes.json's `$owners`, from composition.json;
 * docs/ARCHITECTURE.md#who-owns-which-paths): a route, a page's files or a link it may not claim is left out, so a
 * bundle can never put its page at another remote's address or send the navbar's links elsewhere. Without `owners`
 * (a remotes.json from before the rule) the list is read as it is.
 */
export function heldToOwners(remote: string, routes: PublishedRoutes, owners: RemoteScopes | null): PublishedRoutes {
  if (!owners) return routes;
  const judged = judgeRoutes(remote, routes, owners);
  if (judged.problems.length === 0) return routes;
  console.warn(
    `The route list of the ${remote} remote claims what is not its own, left out: ${judged.problems.join('; ')}`,
  );
  const kept = (paths: readonly string[] | undefined) => paths?.filter((path) => judged.paths.includes(path));
  const files =
    routes.files && Object.fromEntries(Object.entries(routes.files).filter(([path]) => judged.paths.includes(path)));
  const signedIn = kept(routes.signedIn);
  return {
    paths: judged.paths,
    links: judged.links,
    ...(files && { files }),
    ...(signedIn && { signedIn }),
  };
}

/** The list published beside a remote's entry (…/mf-manifest.json or …/remoteEntry.js → …/routes.json). */
export async function fetchPublishedRoutes(
  remote: string,
  entry: string,
  owners: RemoteScopes | null,
): Promise<PublishedRoutes> {
  const url = new URL('routes.json', entry);
  return heldToOwners(remote, parsePublishedRoutes(await fetchPublished(url), url.href), owners);
}

export type RoutesList =
  | { status: 'loading' }
  | { status: 'ready'; routes: PublishedRoutes }
  /**
   * `refusedOrigin`: the page's Content-Security-Policy refused the fetch (refused-origins.ts); `refusedByServer`: the
   * remote's dev server refused this page's address (server-refusal.ts).
   */
  | { status: 'failed'; refusedOrigin?: string; refusedByServer?: string };

export interface RemoteRoutesState {
  name: string;
  list: RoutesList;
}

/** What the shell shows for a path. */
export type Resolution =
  | { kind: 'remote'; remote: string }
  /** Some list is still on its way and no loaded one claims the path. */
  | { kind: 'waiting' }
  /** No loaded list claims the path and this remote's list failed: the path may be this remote's. */
  | { kind: 'list-failed'; remote: string; refusedOrigin?: string; refusedByServer?: string }
  | { kind: 'not-found' };

function claims(routes: PublishedRoutes, pathname: string): boolean {
  // matchPath uses the same (case-insensitive, trailing-slash tolerant) rules as the remotes' <Routes>, and the server
  // calls it too (api/src/site/page-paths.ts), so both sides agree on who owns a path
  // (docs/ARCHITECTURE.md#one-matcher-for-paths).
  return routes.paths.some((path) => matchPath(path, pathname) !== null);
}

/** A path claimed by a loaded list is that remote's; claimed by none while every list loaded, it is the 404 page. */
export function resolvePath(pathname: string, remotes: readonly RemoteRoutesState[]): Resolution {
  for (const remote of remotes) {
    if (remote.list.status === 'ready' && claims(remote.list.routes, pathname)) {
      return { kind: 'remote', remote: remote.name };
    }
  }
  if (remotes.some((remote) => remote.list.status === 'loading')) return { kind: 'waiting' };
  for (const remote of remotes) {
    if (remote.list.status === 'failed') {
      const { refusedOrigin, refusedByServer } = remote.list;
      return { kind: 'list-failed', remote: remote.name, refusedOrigin, refusedByServer };
    }
  }
  return { kind: 'not-found' };
}
