import { chooseEntry, type CurrentEntry, type CurrentSet } from '../services/remote-releases-service';
import type { StoredFilesLoader } from './release-data';
import type { PublishedRouteList } from './release-files';
import type { RemoteName } from './remote-names';

/**
 * The current releases of the remotes (services/remote-releases-service.ts, docs/ARCHITECTURE.md#releases-and-canaries):
 * a stable release, and perhaps a canary for a share of the browsers. A remote with neither is served as configured
 * (REMOTE_*_URL, or this server's own build).
 */
export type ReleaseSet = CurrentSet;

/** Where the site reads them: the releases service, shared by every API process through the database. */
export interface ReleaseSource {
  currentSet(): Promise<ReleaseSet>;
  /** What the releases' bundles published, stored when each was released (release-data.ts). */
  storedFiles: StoredFilesLoader;
  /**
   * When each release became the stable one (a release, a promotion, a rollback to it): the sitemap's `lastmod` of the
   * pages it publishes (published-times.ts). Absent: the sitemap gives no time for released pages.
   */
  stableSince?: (ids: readonly number[]) => Promise<ReadonlyMap<number, Date>>;
}

export const NO_RELEASES: ReleaseSet = { version: 'none', remotes: {} };

export function hasCanary(set: ReleaseSet): boolean {
  return Object.values(set.remotes).some((releases) => releases?.canary);
}

export interface ServedRemotes {
  /** remotes.json for this browser. */
  json: Record<string, unknown>;
  /** The remotes it gets a release of rather than the configured entry: the release's id and address. */
  released: Partial<Record<RemoteName, CurrentEntry>>;
  /** Names what differs from the configured site, for caching pages: equal keys, equal pages. */
  key: string;
}

/**
 * remotes.json for one browser. A released remote is `{entry, release}`: the shell fetches its routes.json beside the
 * entry (this server does not know a bundle it did not build), and tags its health reports with the release, which
 * the page load's ticket must name for them to count (docs/SECURITY.md#health-reports-count-only-from-served-pages).
 * Nothing in it differs from one browser to another of the same release set and cohort side, so pages stay cacheable.
 * A remote served its built-in entry beside a running canary says `release: null`: its reports are the yardstick the
 * canary is judged by (docs/API.md#automatic-rollback). A remote with neither names no release, and its browsers
 * report nothing: an integrator's address or a dev server is no release (docs/ARCHITECTURE.md#remote-health).
 */
export function servedRemotes(
  configured: Record<string, unknown>,
  set: ReleaseSet,
  cohort: number,
  routesOf: (release: CurrentEntry) => PublishedRouteList | null | undefined = () => undefined,
): ServedRemotes {
  const json = { ...configured };
  const released: ServedRemotes['released'] = {};
  const keys: string[] = [];
  for (const name of Object.keys(set.remotes)) {
    if (!(name in configured)) continue;
    const release = chooseEntry(set, name, cohort);
    if (release) {
      // Its routes as the release stored them, judged (release-files.ts): the shell then fetches no routes.json from
      // the release's host, and reads only what the remote may claim.
      const routes = routesOf(release);
      json[name] = { entry: release.url, ...(routes ?? {}), release: release.id };
      released[name] = release;
      keys.push(`${name}:${release.id}`);
    } else if (set.remotes[name]?.canary) {
      const value = configured[name];
      // The configured entry: a URL, or `{entry, routes, links}` for a remote this server builds.
      const entry: object = typeof value === 'string' ? { entry: value } : (value as object);
      json[name] = { ...entry, release: null };
      keys.push(`${name}:built-in`);
    }
  }
  // Whether the releases' routes had been read changes remotes.json.
  const read = Object.values(released).map((release) => (release && routesOf(release) ? 1 : 0));
  if (keys.length > 0) keys.push(`routes:${read.join('')}`);
  return { json, released, key: keys.join(',') };
}

/** Every release of the set, stable or canary, with its remote. */
export function releasesOf(set: ReleaseSet): Array<CurrentEntry & { remote: RemoteName }> {
  return Object.entries(set.remotes).flatMap(([remote, releases]) =>
    releases
      ? [releases.stable, releases.canary].flatMap((entry) => (entry ? [{ id: entry.id, url: entry.url, remote }] : []))
      : [],
  );
}

/** Every URL a browser may be sent to for a remote under this set: the page's policy must allow all of them. */
export function releaseUrls(set: ReleaseSet): string[] {
  return Object.values(set.remotes).flatMap((releases) =>
    releases ? [releases.stable?.url, releases.canary?.url].filter((url): url is string => url !== undefined) : [],
  );
}
