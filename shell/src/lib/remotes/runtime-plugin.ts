import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { loadOutcome } from './health-beacon';
import { afterPendingReports, refusedOriginOf, watchRefusedOrigins } from './refused-origins';
import { RemoteLoadError } from './remote-load-error';
import { probeRefusal } from './server-refusal';
import { fetchWithTimeout, REMOTE_TIMEOUT_MS } from './timed-fetch';

/** Why a remote failed, in the terms the fallback speaks: refused by the page's policy, or not fetched. */
async function remoteLoadError(remote: string, entry: string | undefined, cause: unknown) {
  // The browser queues its violation report as a task: the failure is classified after it.
  await afterPendingReports();
  const refusedOrigin = (entry && refusedOriginOf(entry)) || undefined;
  if (refusedOrigin) {
    return new RemoteLoadError(
      remote,
      `The ${remote} remote at ${refusedOrigin} was refused by the page's Content-Security-Policy`,
      { cause, refusedOrigin },
    );
  }
  // Time-outs are the connection's; any other failure of another origin's files may be its server's refusal.
  const refusedByServer = (entry && loadOutcome(cause) !== 'timeout' && (await probeRefusal(entry))) || undefined;
  return new RemoteLoadError(
    remote,
    refusedByServer
      ? `The ${remote} remote's server at ${refusedByServer} refused this page's address`
      : `The ${remote} remote could not be loaded`,
    { cause, refusedByServer },
  );
}

/**
 * The shell's federation runtime plugin (docs/ARCHITECTURE.md#loading-a-remote): the runtime fetches, caches and
 * forgets; this plugin only bounds its requests in time and names its failures.
 * - fetch: the manifest, revalidated on every visit and aborted after the time-out.
 * - createScript: remoteEntry.js gets the same time-out instead of the runtime's 20 s.
 * - errorLoadRemote: a failed load becomes a RemoteLoadError, which the page's fallback explains and offers to
 *   retry. The runtime drops a failed manifest or entry load by itself, so a Retry is just another loadRemote.
 */
export function remotesRuntimePlugin(): ModuleFederationRuntimePlugin {
  watchRefusedOrigins();
  return {
    name: 'greatstep-remotes',
    fetch: (url, init) => fetchWithTimeout(url, init),
    createScript: () => ({ timeout: REMOTE_TIMEOUT_MS }),
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      // Other lifecycles take a returned value as the manifest itself; their failure reaches onLoad anyway.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      throw await remoteLoadError(name, remote?.entry, error);
    },
  };
}
