import type { ComponentType } from 'react';
import type { RemoteName } from '../../config/route-table';
import { loadRemoteModule } from './load-remote';
import { RemoteLoadError } from './remote-load-error';

/** A remote that has not answered by then is treated as down, so the visitor gets a Retry instead of a spinner. */
export const REMOTE_TIMEOUT_MS = 10_000;

const loading = new Map<RemoteName, Promise<ComponentType>>();

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
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

function routesComponentOf(remote: RemoteName, loaded: unknown): ComponentType {
  const component =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (typeof component !== 'function') {
    throw new RemoteLoadError(remote, `The ${remote} remote does not expose ./routes as a component`);
  }
  return component as ComponentType;
}

async function load(remote: RemoteName): Promise<ComponentType> {
  try {
    return routesComponentOf(remote, await withTimeout(loadRemoteModule(`${remote}/routes`), remote));
  } catch (error) {
    throw error instanceof RemoteLoadError
      ? error
      : new RemoteLoadError(remote, `The ${remote} remote could not be loaded`, { cause: error });
  }
}

/**
 * The routes component of a remote. Shared by the intro's preload and the page, so both wait on one load; a
 * failed load is forgotten at once, so the next call tries again.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<ComponentType> {
  const pending = loading.get(remote);
  if (pending) return pending;
  const started = load(remote);
  loading.set(remote, started);
  started.catch(() => {
    if (loading.get(remote) === started) loading.delete(remote);
  });
  return started;
}
