import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule, registerRemoteEntries } from './federation';
import { afterPendingReports, refusedOriginOf, watchRefusedOrigins } from './refused-origins';

/** A remote that has not answered by then is treated as down, so the visitor gets a Retry instead of a spinner. */
export const REMOTE_TIMEOUT_MS = 10_000;

/** A remote's code could not be fetched or did not expose what the shell expects; retrying may help. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  /** The origin the page's Content-Security-Policy refused, when that is why: retrying will not help. */
  readonly refusedOrigin?: string;

  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown; refusedOrigin?: string },
  ) {
    super(message, options);
    this.refusedOrigin = options?.refusedOrigin;
  }
}

interface Loaded {
  /** The load of `<remote>/routes`, shared by the intro's preload and the page. */
  promise: Promise<ComponentType>;
  /** One React.lazy per remote, kept across navigations so a loaded remote renders at once. */
  component: LazyExoticComponent<ComponentType>;
}

/** The one cache: a remote's load and its lazy component live and die together. */
const cache = new Map<string, Loaded>();
const entries = new Map<string, string>();
let resets = 0;

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError(remote, `The ${remote} remote did not answer in ${REMOTE_TIMEOUT_MS} ms`)),
      REMOTE_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function routesComponentOf(remote: string, loaded: unknown): ComponentType {
  const component = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (typeof component !== 'function') {
    throw new RemoteLoadError(remote, `The ${remote} remote does not expose ./routes as a component`);
  }
  return component as ComponentType;
}

async function load(remote: string): Promise<ComponentType> {
  try {
    return routesComponentOf(remote, await withTimeout(loadRemoteModule(`${remote}/routes`), remote));
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    await afterPendingReports();
    const entry = entries.get(remote);
    const refusedOrigin = (entry && refusedOriginOf(entry)) || undefined;
    throw new RemoteLoadError(
      remote,
      refusedOrigin
        ? `The ${remote} remote at ${refusedOrigin} was refused by the page's Content-Security-Policy`
        : `The ${remote} remote could not be loaded`,
      { cause: error, refusedOrigin },
    );
  }
}

function loaded(remote: string): Loaded {
  const existing = cache.get(remote);
  if (existing) return existing;
  const promise = load(remote);
  // Preloading may fail before anyone renders; the page shows that failure, not an unhandled rejection.
  promise.catch(() => undefined);
  const entry: Loaded = { promise, component: lazy(async () => ({ default: await promise })) };
  cache.set(remote, entry);
  return entry;
}

/** Tells the federation runtime where each remote is; a remote registered anew is loaded afresh. */
export function registerRemotes(remotes: Readonly<Record<string, string>>): void {
  watchRefusedOrigins();
  for (const [name, entry] of Object.entries(remotes)) {
    entries.set(name, entry);
    cache.delete(name);
  }
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
 * Retry after a failed load: drops the runtime's cached failure and React.lazy's remembered one. A new address as
 * well: the browser holds a request that is still hanging and would make a new one for the same URL wait behind it.
 * Called only on an explicit retry: dropping it during render would make React's own re-render after an error
 * start a new load, fail again, and loop.
 */
export function forgetRemote(remote: string): void {
  cache.delete(remote);
  const entry = entries.get(remote);
  if (!entry) return;
  const url = new URL(entry);
  resets += 1;
  url.searchParams.set('retry', String(resets));
  registerRemoteEntries({ [remote]: url.href }, true);
}
