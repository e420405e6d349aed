import { noteRefusal } from './server-refusal';

/**
 * How long one request of a remote (its manifest, its remoteEntry.js, one of its chunks through webpack's
 * chunkLoadTimeout) may take before the remote is treated as down: the visitor gets a Retry, not a spinner.
 */
export const REMOTE_TIMEOUT_MS = 10_000;

/**
 * A fetch that revalidates (a redeployed remote is seen on the next visit) and gives up after the time-out. Aborting
 * matters more than giving up: the request is cancelled, so a Retry makes a fresh one at the same URL instead of
 * queueing behind the one that hangs (the reason the loader once added `?retry=N` to the address).
 */
export async function fetchWithTimeout(url: string | URL, init: RequestInit = {}): Promise<Response> {
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
