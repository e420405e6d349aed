import { remoteNames, type RemoteName } from '../../config/route-table';
import type { RemoteEntries } from './load-remote';

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

/**
 * Checks remotes.json and makes every entry absolute: the runtime would otherwise resolve a relative entry such as
 * "/remotes/events/mf-manifest.json" against a script's address rather than the page's.
 */
export function parseRemotesConfig(json: unknown, base: string): RemoteEntries {
  if (typeof json !== 'object' || json === null) {
    throw new RemotesConfigError('remotes.json is not a JSON object');
  }
  const record = json as Record<string, unknown>;
  const entries = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const value = record[name];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new RemotesConfigError(`remotes.json has no URL for "${name}"`);
    }
    entries[name] = new URL(value, base).href;
  }
  return entries;
}

/** Fetches remotes.json from beside the page; it is written at deploy time, never built in. */
export async function fetchRemotesConfig(): Promise<RemoteEntries> {
  const url = new URL('remotes.json', document.baseURI);
  // no-cache: a redeploy that points at new remotes must take effect on the next visit.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) {
    throw new RemotesConfigError(`remotes.json answered ${response.status}`);
  }
  return parseRemotesConfig(await response.json(), document.baseURI);
}
