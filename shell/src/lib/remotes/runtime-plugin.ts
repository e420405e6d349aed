import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { loadOutcome } from './health-beacon';
import { noteRefusal, probeRefusal } from './server-refusal';

/**
 * How long one request of a remote (its manifest, its remoteEntry.js, one of its chunks through webpack's
 * chunkLoadTimeout) may take before the remote is treated as down: the visitor gets a Retry, not a spinner.
 */
export const REMOTE_TIMEOUT_MS = 10_000;

/** A remote's code could not be fetched or did not expose what the shell expects; retrying may help. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  /** The origin the page's Content-Security-Policy refused, when that is why: retrying will not help. */
  readonly refusedOrigin?: string;
  /** The origin whose server (a remote's dev server) refused this page's address, when that is why. */
  readonly refusedByServer?: string;

  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown; refusedOrigin?: string; refusedByServer?: string },
  ) {
    super(message, options);
    this.refusedOrigin = options?.refusedOrigin;
    this.refusedByServer = options?.refusedByServer;
  }
}

/**
 * Origins whose requests this page's Content-Security-Policy refused, as the browser reports them. A refused script
 * fails exactly like an unreachable one (its error event says nothing more), so this is how the fallback tells an
 * integrator "the site's policy refused it" instead of "check your connection".
 */
const refused = new Set<string>();
let watching = false;

const originOf = (url: string): string | null => {
  try {
    return new URL(url, document.baseURI).origin;
  } catch {
    return null;
  }
};

/** Starts listening, once per page. */
export function watchRefusedOrigins(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('securitypolicyviolation', (event) => {
    // A refused request names its URL; a refused eval or inline code names only 'eval' or 'inline', and the script
    // that tried it is the source file.
    const url = /^https?:/.test(event.blockedURI) ? event.blockedURI : event.sourceFile;
    const origin = url ? originOf(url) : null;
    if (origin) refused.add(origin);
  });
}

/** The origin of `url` when the policy refused a request to it, else null. */
export function refusedOriginOf(url: string): string | null {
  const origin = originOf(url);
  return origin && refused.has(origin) ? origin : null;
}

/** The browser queues its violation reports as tasks; a failure is classified after them. */
export const afterPendingReports = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A fetch that revalidates (a redeployed remote is seen on the next visit) and gives up after the time-out. Aborting
 * matters more than giving up: the request is cancelled, so a Retry makes a fresh one at the same URL instead of
 * queueing behind the one that hangs (the reason the loader once added `?retry=N` to the address).
 */
async function fetchWithTimeout(url: string | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  noteRefusal(url, response);
  return response;
}

/** JSON the site or a remote publishes beside its files (remotes.json, routes.json), fetched as a manifest is. */
export async function fetchPublished(url: URL): Promise<unknown> {
  const response = await fetchWithTimeout(url);
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

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
