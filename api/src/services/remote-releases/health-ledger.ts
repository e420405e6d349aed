import type { HealthRow, RemoteReleasesRepository } from '../../db/repositories';
import type { Clock } from '../../lib/clock';
import { RateLimitedError } from '../../lib/domain-errors';
import {
  HEALTH_COUNTS_FRESH_MS,
  HEALTH_FLUSH_MS,
  HEALTH_FULL_RETRY_S,
  HEALTH_ROWS_PER_HOUR,
  HEALTH_ROWS_PER_RELEASE_HOUR,
  HEALTH_WINDOW_MS,
  remoteMessages,
} from './limits';

/*
 * The reports this process has taken and not yet written, and the counts their bounds are checked against
 * (docs/API.md#remote-health). Taking a report costs no statement: it waits in memory, with the other reports taken
 * in the same HEALTH_FLUSH_MS, for one INSERT of them all. A flood of reports, each a statement of its own, held the
 * embedded database, and every call waiting on it, for most of each second: /api/health's median went from 1.4 to
 * 660 ms (docs/PERFORMANCE.md#health-reports-under-a-flood). The hour's counts of every process's reports are read
 * again once HEALTH_COUNTS_FRESH_MS old, this process's own writes added meanwhile, so processes sharing one
 * PostgreSQL see each other's within seconds.
 */

export type Taken = 'kept' | 'network-share';

export interface HealthLedger {
  /**
   * Takes a report to be written: 'kept', or 'network-share' when its network has already had its share of page
   * loads on that release in the hour (a network is counted before the bounds of all, so its volume cannot spend
   * what other networks' browsers may report). Throws RateLimitedError past the release's or the hour's bound.
   */
  take(row: HealthRow): Promise<Taken>;
  /** Writes every report taken so far, then hands them to `written` (the canary's judgement). */
  flush(): Promise<void>;
}

interface LedgerDeps {
  releases: Pick<RemoteReleasesRepository, 'recordHealthRows' | 'healthRowsByRelease'>;
  clock: Clock;
  /** A network's share: page loads of one network counted on one release in an hour (limits.ts). */
  perNetwork: number;
  /** Called with the reports once they are in the database. */
  written: (rows: readonly HealthRow[]) => Promise<void>;
  onError: (error: unknown) => void;
}

const releaseKey = (remote: string, releaseId: number | null) => `${remote} ${releaseId ?? 'built-in'}`;
const rowKey = (row: HealthRow) => `${releaseKey(row.remote, row.releaseId)} ${row.session} ${row.outcome}`;

export function createHealthLedger({ releases, clock, perNetwork, written, onError }: LedgerDeps): HealthLedger {
  /** Reports taken, not yet written: one per release, page load and outcome, the latest time kept. */
  let pending = new Map<string, HealthRow>();
  let pendingPerRelease = new Map<string, number>();
  /** Reports being written, counted until the counts read after them hold them. */
  let writing = { perRelease: new Map<string, number>(), total: 0 };
  /** The hour's rows in the database, every process's, as last read. */
  let stored: { readAt: number; perRelease: Map<string, number>; total: number } | undefined;
  let reading: Promise<void> | undefined;
  /** This process's page loads per network and release, each with when it was first taken. */
  const loads = new Map<string, Map<string, number>>();
  let timer: NodeJS.Timeout | undefined;
  let writes: Promise<void> = Promise.resolve();

  function readStored(): Promise<void> {
    reading ??= (async () => {
      const readAt = clock().getTime();
      const counts = await releases.healthRowsByRelease(new Date(readAt - HEALTH_WINDOW_MS));
      stored = {
        readAt,
        perRelease: new Map(counts.map(({ remote, releaseId, rows }) => [releaseKey(remote, releaseId), rows])),
        total: counts.reduce((sum, { rows }) => sum + rows, 0),
      };
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  function hold(row: HealthRow): void {
    const key = releaseKey(row.remote, row.releaseId);
    pending.set(rowKey(row), row);
    pendingPerRelease.set(key, (pendingPerRelease.get(key) ?? 0) + 1);
  }

  /** Forgets the page loads taken over an hour ago. */
  function forgetOldLoads(now: number): void {
    for (const [share, seen] of loads) {
      for (const [load, at] of seen) if (at <= now - HEALTH_WINDOW_MS) seen.delete(load);
      if (seen.size === 0) loads.delete(share);
    }
  }

  function schedule(): void {
    // A timer only while something waits: an idle process (or the command line) holds none.
    timer ??= setTimeout(() => void flush(), HEALTH_FLUSH_MS);
    timer.unref();
  }

  async function write(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    writing = { perRelease: pendingPerRelease, total: rows.length };
    pending = new Map();
    pendingPerRelease = new Map();
    try {
      await releases.recordHealthRows(rows);
    } catch (error) {
      writing = { perRelease: new Map(), total: 0 };
      onError(error);
      // Kept for the next write: the bounds hold them to a few thousand, and a newer report of one replaces it.
      for (const row of rows) if (!pending.has(rowKey(row))) hold(row);
      schedule();
      return;
    }
    const now = clock().getTime();
    forgetOldLoads(now);
    if (stored && now - stored.readAt < HEALTH_COUNTS_FRESH_MS) {
      // Counted as written until the next read of every process's rows (a report again counts again till then).
      for (const [release, count] of writing.perRelease)
        stored.perRelease.set(release, (stored.perRelease.get(release) ?? 0) + count);
      stored.total += writing.total;
      writing = { perRelease: new Map(), total: 0 };
    } else {
      try {
        await readStored();
      } finally {
        writing = { perRelease: new Map(), total: 0 };
      }
    }
    await written(rows);
  }

  function flush(): Promise<void> {
    writes = writes.then(write).catch(onError);
    return writes;
  }

  return {
    async take(row) {
      const now = row.at.getTime();
      if (!stored || now - stored.readAt >= HEALTH_COUNTS_FRESH_MS || now < stored.readAt) await readStored();
      const key = rowKey(row);
      const held = pending.get(key);
      if (held) {
        // The same report again: no new row, its time moves on.
        pending.set(key, { ...held, at: row.at });
        return 'kept';
      }
      const release = releaseKey(row.remote, row.releaseId);
      const share = `${row.network} ${release}`;
      const seen = loads.get(share) ?? new Map<string, number>();
      if (!seen.has(row.session)) {
        for (const [load, at] of seen) if (at <= now - HEALTH_WINDOW_MS) seen.delete(load);
        if (seen.size >= perNetwork) return 'network-share';
      }
      const counts = stored ?? { perRelease: new Map<string, number>(), total: 0 };
      const ofRelease = (from: Map<string, number>) => from.get(release) ?? 0;
      if (
        ofRelease(counts.perRelease) + ofRelease(writing.perRelease) + ofRelease(pendingPerRelease) >=
          HEALTH_ROWS_PER_RELEASE_HOUR ||
        counts.total + writing.total + pending.size >= HEALTH_ROWS_PER_HOUR
      )
        throw new RateLimitedError(remoteMessages.healthFull(row.remote), HEALTH_FULL_RETRY_S);
      if (!seen.has(row.session)) seen.set(row.session, now);
      loads.set(share, seen);
      hold(row);
      schedule();
      return 'kept';
    },
    flush,
  };
}
