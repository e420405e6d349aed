import { matchPath } from 'react-router-dom';
import type { PublishedRoutes } from './published-routes';

export type RoutesList =
  | { status: 'loading' }
  | { status: 'ready'; routes: PublishedRoutes }
  /** `refusedOrigin`: the page's Content-Security-Policy refused the fetch (refused-origins.ts). */
  | { status: 'failed'; refusedOrigin?: string };

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
  | { kind: 'list-failed'; remote: string; refusedOrigin?: string }
  | { kind: 'not-found' };

export function claims(routes: PublishedRoutes, pathname: string): boolean {
  // matchPath uses the same (case-insensitive, trailing-slash tolerant) rules as the remotes' <Routes>.
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
      return { kind: 'list-failed', remote: remote.name, refusedOrigin: remote.list.refusedOrigin };
    }
  }
  return { kind: 'not-found' };
}
