import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule, registerRemoteEntries } from './federation';
import { RemoteLoadError } from './runtime-plugin';

interface Loaded {
  /** The load of `<remote>/routes`, shared by the intro's preload and the page. */
  promise: Promise<ComponentType>;
  /** One React.lazy per remote, kept across navigations so a loaded remote renders at once. */
  component: LazyExoticComponent<ComponentType>;
}

/**
 * React's side of the load: a remote's load and its lazy component live and die together. Where the remotes are
 * and what they loaded is the federation runtime's to keep.
 */
const loads = new Map<string, Loaded>();

function routesComponentOf(remote: string, loaded: unknown): ComponentType {
  const component = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (typeof component !== 'function') {
    throw new RemoteLoadError(remote, `The ${remote} remote does not expose ./routes as a component`);
  }
  return component as ComponentType;
}

/** Failures come named by the runtime plugin (runtime-plugin.ts); a module without a component is named here. */
async function load(remote: string): Promise<ComponentType> {
  return routesComponentOf(remote, await loadRemoteModule(`${remote}/routes`));
}

function loaded(remote: string): Loaded {
  const existing = loads.get(remote);
  if (existing) return existing;
  const promise = load(remote);
  // Preloading may fail before anyone renders; the page shows that failure, not an unhandled rejection.
  promise.catch(() => undefined);
  const entry: Loaded = { promise, component: lazy(async () => ({ default: await promise })) };
  loads.set(remote, entry);
  return entry;
}

/** Tells the federation runtime where each remote is; a remote registered anew is loaded afresh. */
export function registerRemotes(remotes: Readonly<Record<string, string>>): void {
  for (const name of Object.keys(remotes)) loads.delete(name);
  registerRemoteEntries(remotes);
}

/** Starts loading a remote's routes (the intro's preload); the page then waits on the same load. */
export function preloadRemote(remote: string): void {
  loaded(remote);
}

/** The remote's routes as a lazy component, for a page inside Suspense and an error boundary. */
export function remoteRoutes(remote: string): LazyExoticComponent<ComponentType> {
  return loaded(remote).component;
}

/**
 * Retry after a failed load: React.lazy remembers its failure, the runtime does not, so a new lazy starts a new
 * load. Called only on an explicit retry: dropping it during render would make React's own re-render after an error
 * start a new load, fail again, and loop.
 */
export function forgetRemote(remote: string): void {
  loads.delete(remote);
}
