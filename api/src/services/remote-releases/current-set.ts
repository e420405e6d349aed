import type { RemoteReleasesRepository } from '../../db/repositories';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/tokens';
import { REMOTE_NAMES, type RemoteName } from '../../site/remote-names';
import { CURRENT_SET_CACHE_MS } from './limits';
import type { CurrentEntry, CurrentSet } from './types';

/**
 * The entry a browser of `cohort` (0–99, drawn once and kept by the shell) loads: the canary when its cohort is
 * below the canary's share, else the stable release; null means the site's built-in entry.
 */
export function chooseEntry(set: CurrentSet, remote: RemoteName, cohort: number): CurrentEntry | null {
  const entry = set.remotes[remote];
  if (!entry) return null;
  if (entry.canary && cohort < entry.canary.share) return { id: entry.canary.id, url: entry.canary.url };
  return entry.stable ? { id: entry.stable.id, url: entry.stable.url } : null;
}

/** The cohort of a browser that has none: no canary's share (1–99) reaches it, so it is served the stable releases. */
export const NO_COHORT = 100;

/**
 * The release each remote is served to a browser of `cohort` as (null: the built-in entry beside a canary, whose
 * reports are the canary's yardstick); a remote served as configured, no release, is absent.
 */
export function servedReleases(set: CurrentSet, cohort: number): Partial<Record<RemoteName, number | null>> {
  const served: Partial<Record<RemoteName, number | null>> = {};
  for (const remote of REMOTE_NAMES) {
    const entry = chooseEntry(set, remote, cohort);
    if (entry) served[remote] = entry.id;
    else if (set.remotes[remote]?.canary) served[remote] = null;
  }
  return served;
}

/**
 * Whether the site serves that release of the remote now, stable or canary: a release that ended or was retired is
 * reported on no more. The built-in entry (null) only while it is a canary's yardstick, beside it with no stable one.
 */
export function isServed(set: CurrentSet, remote: RemoteName, release: number | null): boolean {
  const entry = set.remotes[remote];
  if (release === null) return Boolean(entry?.canary && !entry.stable);
  return entry?.stable?.id === release || entry?.canary?.id === release;
}

export interface CurrentSetCache {
  /**
   * What the site serves now, read on every page request: from memory for up to CURRENT_SET_CACHE_MS (so API
   * processes sharing one PostgreSQL agree within it), at once after this process's own changes.
   */
  currentSet: () => Promise<CurrentSet>;
  /** Forgets the set read, after this process changed the releases: the next request reads them again. */
  invalidate: () => void;
}

/** The set every page request reads, kept for CURRENT_SET_CACHE_MS and dropped at once after this process's writes. */
export function createCurrentSetCache(releases: RemoteReleasesRepository, clock: Clock): CurrentSetCache {
  let cached: { set: CurrentSet; readAt: number } | undefined;
  let loading: Promise<CurrentSet> | undefined;
  let generation = 0;

  async function readCurrentSet(): Promise<CurrentSet> {
    const live = await releases.inStates(['stable', 'canary']);
    const remotes: CurrentSet['remotes'] = {};
    for (const remote of REMOTE_NAMES) {
      const stable = live.find((row) => row.remote === remote && row.state === 'stable');
      const canary = live.find((row) => row.remote === remote && row.state === 'canary');
      if (!stable && !canary) continue;
      remotes[remote] = {
        stable: stable ? { id: stable.id, url: stable.url } : null,
        canary: canary ? { id: canary.id, url: canary.url, share: canary.share ?? 0 } : null,
      };
    }
    return { version: sha256(JSON.stringify(remotes)).slice(0, 16), remotes };
  }

  return {
    invalidate() {
      generation += 1;
      cached = undefined;
      loading = undefined;
    },

    async currentSet() {
      const now = clock().getTime();
      if (cached && now >= cached.readAt && now - cached.readAt < CURRENT_SET_CACHE_MS) return cached.set;
      if (!loading) {
        const started = generation;
        const pending = readCurrentSet().then((set) => {
          // A change of this process during the read may be missing from it: not kept then.
          if (generation === started) cached = { set, readAt: now };
          return set;
        });
        loading = pending;
        void pending
          .finally(() => {
            if (loading === pending) loading = undefined;
          })
          .catch(() => {});
      }
      return loading;
    },
  };
}
