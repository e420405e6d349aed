import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '../../config/route-table';
import { loadRemoteRoutes } from './remote-routes-loader';

const lazyRoutes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

/** One React.lazy per remote, kept across navigations so a loaded remote renders at once. */
export function lazyRemoteRoutes(remote: RemoteName): LazyExoticComponent<ComponentType> {
  const existing = lazyRoutes.get(remote);
  if (existing) return existing;
  const component = lazy(async () => ({ default: await loadRemoteRoutes(remote) }));
  lazyRoutes.set(remote, component);
  return component;
}

/**
 * React.lazy remembers a failure for good; Retry drops it so the next render loads afresh. It is dropped only on
 * an explicit retry: dropping it during render would make React's own re-render after an error start a new load,
 * fail again, and loop.
 */
export function forgetRemoteRoutes(remote: RemoteName): void {
  lazyRoutes.delete(remote);
}
