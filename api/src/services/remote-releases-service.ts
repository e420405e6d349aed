import type { HealthTickets } from '../lib/health-ticket';
import { bundleReader, type BundleReader } from '../site/bundle-files';
import type { ServiceDeps } from './deps';
import { createCurrentSetCache } from './remote-releases/current-set';
import { createReleaseActions } from './remote-releases/release-actions';
import { createReleaseChanges } from './remote-releases/release-changes';
import { createReleaseHealth } from './remote-releases/release-health';

/*
 * Releases of the remotes (docs/API.md#remote-releases): which bundle of each remote the site serves, a canary that a
 * share of browsers gets, their history, and the browsers' reports that end a failing canary by themselves. Each
 * part has a module of its own in remote-releases/: the input checks, the bounds and messages, the served set and
 * its cache, the steps of a change, the organisers' actions, and the health reports with the judging of a canary.
 */

export type { RemoteHealthOutcome, RemoteReleaseAction, RemoteReleaseState } from '../db/schema';
export * from './remote-releases/limits';
export type * from './remote-releases/types';
export { chooseEntry } from './remote-releases/current-set';

/**
 * `healthTickets`: what proves a health report came from a page load this site served (lib/health-ticket.ts); the
 * command line, which serves no page, gives NO_HEALTH_TICKETS. `readBundle`: how a release's published files are
 * read from its host (site/bundle-files.ts).
 */
export function createRemoteReleasesService(
  deps: ServiceDeps,
  healthTickets: HealthTickets,
  readBundle: BundleReader = bundleReader(),
) {
  const served = createCurrentSetCache(deps.repos.remoteReleases, deps.clock, deps.log);
  const changes = createReleaseChanges(deps.db, deps.repos.remoteReleases, served.invalidate);
  return {
    ...createReleaseActions(deps, changes, readBundle),
    ...createReleaseHealth(deps, healthTickets, served, changes),
    currentSet: served.currentSet,

    /** What the releases' bundles published, as stored when each was released. */
    storedFiles: (ids: readonly number[]) => deps.repos.remoteReleases.filesOf(ids),

    /** When each release became the one served to everyone: the sitemap's `lastmod` of its pages. */
    stableSince: (ids: readonly number[]) => deps.repos.remoteReleases.stableSince(ids),
  };
}

export type RemoteReleasesService = ReturnType<typeof createRemoteReleasesService>;
