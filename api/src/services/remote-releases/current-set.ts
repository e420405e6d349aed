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
   * processes sharing one PostgreSQL agree within it), at once after this process's own changes. While the database
   * does not answer, the last set read (docs/DEPLOY.md#when-a-process-fails); it rejects only when no set was read
   * since the process started.
   */
  currentSet: () => Promise<CurrentSet>;
  /** Forgets the set read, after this process changed the releases: the next request reads them again. */
  invalidate: () => void;
}

/** Logs an outage of the releases' reads once, when it starts and when it ends, never per request. */
export interface CurrentSetLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * How long a request waits for a read of the set when it could be served the last one read: a database that stops
 * answering (frozen, cut off) fails a read only after its statement and pool bounds, seconds a page must not wait.
 */
export const CURRENT_SET_PATIENCE_MS = 500;

/** How often the set is read while reads fail: a page request then starts no read of its own before this. */
export const CURRENT_SET_RETRY_MS = 250;

interface Read {
  /** The read itself. */
  set: Promise<CurrentSet>;
  /** What a request is served: the read, or the set read before when the read fails or is slow to come. */
  served: Promise<CurrentSet>;
}

/**
 * The set every page request reads, kept for CURRENT_SET_CACHE_MS and dropped at once after this process's writes.
 * The releases live in the database, so none can change while it is away: the last set read is then still the one
 * served everywhere (but for a change in the moment before the outage), and it is served until a read succeeds again.
 */
export function createCurrentSetCache(
  releases: RemoteReleasesRepository,
  clock: Clock,
  log: CurrentSetLog,
): CurrentSetCache {
  let cached: { set: CurrentSet; readAt: number } | undefined;
  let lastRead: CurrentSet | undefined;
  /** While reads fail: when the last one failed, and why. */
  let failed: { at: number; error: unknown } | undefined;
  let loading: Read | undefined;
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

  const succeeded = (set: CurrentSet, now: number, started: number) => {
    // A change of this process during the read may be missing from it: not kept then.
    if (generation === started) {
      cached = { set, readAt: now };
      lastRead = set;
    }
    if (failed) {
      failed = undefined;
      log.info("the remotes' releases are read again");
    }
  };

  const failedNow = (error: unknown) => {
    if (!failed) {
      log.warn(
        { err: error },
        lastRead
          ? "the remotes' releases could not be read: pages are made with the set read last until they can"
          : "the remotes' releases could not be read, and none were since the start: pages answer 503 until they can",
      );
    }
    failed = { at: clock().getTime(), error };
  };

  const read = (now: number): Read => {
    const started = generation;
    const set = readCurrentSet().then(
      (found) => {
        succeeded(found, now, started);
        return found;
      },
      (error: unknown) => {
        failedNow(error);
        throw error;
      },
    );
    const known = lastRead;
    const served = known
      ? new Promise<CurrentSet>((resolve) => {
          const timer = setTimeout(() => resolve(known), CURRENT_SET_PATIENCE_MS).unref();
          void set.then(resolve, () => resolve(known)).finally(() => clearTimeout(timer));
        })
      : set;
    const current: Read = { set, served };
    void set
      .finally(() => {
        if (loading === current) loading = undefined;
      })
      .catch(() => {});
    return current;
  };

  return {
    invalidate() {
      generation += 1;
      cached = undefined;
      loading = undefined;
    },

    async currentSet() {
      const now = clock().getTime();
      if (cached && now >= cached.readAt && now - cached.readAt < CURRENT_SET_CACHE_MS) return cached.set;
      if (failed && !loading && now >= failed.at && now - failed.at < CURRENT_SET_RETRY_MS) {
        if (lastRead) return lastRead;
        throw failed.error;
      }
      loading ??= read(now);
      // In an outage the last set at once, the read going on meanwhile.
      if (failed && lastRead) return lastRead;
      return loading.served;
    },
  };
}
