import type { ComponentType } from 'react';
import { loadRemoteModule, registerRemoteEntries } from './federation';
import { loadOutcome, reportRemoteHealth } from './health-beacon';
import { RemoteLoadError } from './remote-load-error';

/**
 * One remote's load of `<remote>/routes`, shared by the intro's preload and the page, with its outcome once known.
 * The page reads the outcome and renders from it (features/remote-page), not through React.lazy: React holds back
 * what a Suspense boundary reveals until 300 ms after it last showed a fallback, and on a first visit that pause sat
 * between a remote's arrival and its page being painted (docs/PERFORMANCE.md#code-per-page).
 */
export interface RemoteLoad {
  promise: Promise<ComponentType>;
  component?: ComponentType;
  error?: Error;
}

/**
 * React's side of the load: a remote's load and its lazy component live and die together. Where the remotes are
 * and what they loaded is the federation runtime's to keep.
 */
const loads = new Map<string, RemoteLoad>();

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

function loaded(remote: string): RemoteLoad {
  const existing = loads.get(remote);
  if (existing) return existing;
  const entry: RemoteLoad = { promise: load(remote) };
  // Preloading may fail before anyone renders; the page shows that failure, not an unhandled rejection.
  entry.promise.then(
    (component) => {
      entry.component = component;
      reportRemoteHealth(remote, 'ok');
    },
    (error: unknown) => {
      entry.error = error instanceof Error ? error : new RemoteLoadError(remote, String(error));
      reportRemoteHealth(remote, loadOutcome(error));
    },
  );
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

/** The load of the remote's routes (started now if it was not), for a page inside an error boundary. */
export function remoteLoad(remote: string): RemoteLoad {
  return loaded(remote);
}

/**
 * Retry after a failed load: the load remembers its failure, the runtime does not, so the next render starts a new
 * load. Called only on an explicit retry: dropping it during render would make React's own re-render after an error
 * start a new load, fail again, and loop.
 */
export function forgetRemote(remote: string): void {
  loads.delete(remote);
}
