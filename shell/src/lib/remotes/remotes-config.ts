import type { RemoteScopes } from '@greatstep/shared';
import { heldToOwners, parsePublishedRoutes, type PublishedRoutes } from './routes';
import { fetchPublished } from './timed-fetch';

/** One remote of remotes.json: its entry and, when the server folded it in, its published routes. */
export interface RemoteConfig {
  name: string;
  entry: string;
  routes: PublishedRoutes | null;
  /**
   * The release of the remote this browser is served, when the server serves one (docs/ARCHITECTURE.md#releases-and-canaries);
   * null: the site's built-in entry, served beside a canary. Unset: no release, and no health report.
   */
  release?: number | null;
}

export interface SiteRemotes {
  remotes: RemoteConfig[];
  /** What each remote may claim (docs/ARCHITECTURE.md#who-owns-which-paths); null when remotes.json does not say. */
  owners: RemoteScopes | null;
  /** Origin patterns (`*`, `http://localhost:*`) from which a browser override may load a remote; none: off. */
  overrideOrigins: string[];
}

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

/** Keys of remotes.json that are settings of the site, not remotes (a federation name never starts with $). */
const OVERRIDES_KEY = '$overrides';
const OWNERS_KEY = '$owners';

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `$owners` as the server writes it: each remote's paths and link names. Anything else says nothing. */
function ownersOf(value: unknown): RemoteScopes | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  const valid = entries.every(
    ([, scope]) =>
      typeof scope === 'object' &&
      scope !== null &&
      'paths' in scope &&
      strings(scope.paths) &&
      'links' in scope &&
      strings(scope.links),
  );
  return valid ? (value as RemoteScopes) : null;
}

/** A release id, or null for the built-in entry beside a canary; anything else names none. */
const releaseOf = (value: unknown): number | null | undefined =>
  value === null ? null : Number.isInteger(value) ? (value as number) : undefined;

function entryOf(name: string, value: unknown): Omit<RemoteConfig, 'name'> {
  if (typeof value === 'string' && value.trim() !== '') return { entry: value, routes: null };
  if (typeof value === 'object' && value !== null && 'entry' in value && typeof value.entry === 'string') {
    const routes = 'routes' in value ? parsePublishedRoutes(value, `remotes.json's "${name}"`) : null;
    const release = 'release' in value ? releaseOf(value.release) : undefined;
    return { entry: value.entry, routes, ...(release === undefined ? {} : { release }) };
  }
  throw new RemotesConfigError(`remotes.json has no entry URL for "${name}"`);
}

/**
 * Checks remotes.json and makes every entry absolute: the runtime would otherwise resolve a relative entry such as
 * "/remotes/events/mf-manifest.json" against a script's address rather than the page's. An entry is a URL (the
 * shell then fetches the remote's routes.json beside it), `{entry, routes, links}` as `npm start` serves its own
 * remotes, or `{entry, release}` for a remote it serves from a release.
 */
export function parseRemotesConfig(json: unknown, base: string): SiteRemotes {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RemotesConfigError('remotes.json is not a JSON object');
  }
  const remotes: RemoteConfig[] = [];
  let overrideOrigins: string[] = [];
  const { [OWNERS_KEY]: ownersValue, ...entries } = json as Record<string, unknown>;
  const owners = ownersOf(ownersValue);
  for (const [name, value] of Object.entries(entries)) {
    if (name === OVERRIDES_KEY) {
      overrideOrigins = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
      continue;
    }
    const { entry, routes, ...rest } = entryOf(name, value);
    remotes.push({
      name,
      entry: new URL(entry, base).href,
      routes: routes && heldToOwners(name, routes, owners),
      ...rest,
    });
  }
  if (remotes.length === 0) throw new RemotesConfigError('remotes.json names no remote');
  return { remotes, owners, overrideOrigins };
}

/**
 * Where `npm start` writes remotes.json into the page itself, saving the first visit a round trip (the server's
 * site/shell-document.ts; docs/PERFORMANCE.md). A page served otherwise (a static host, the dev server) has none.
 */
const INLINE_REMOTES_ID = 'gs-remotes';

/** remotes.json from the page when the server wrote it there, or else fetched from beside the page. */
export async function fetchRemotesConfig(): Promise<SiteRemotes> {
  const inline = document.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (inline) return parseRemotesConfig(JSON.parse(inline), document.baseURI);
  return parseRemotesConfig(await fetchPublished(new URL('remotes.json', document.baseURI)), document.baseURI);
}
