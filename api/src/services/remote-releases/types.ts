import type { RemoteReleaseRow } from '../../db/repositories';
import type { RemoteHealthOutcome, RemoteReleaseAction } from '../../db/schema';
import type { RemoteName } from '../../site/remote-names';

/** What the releases service takes and answers. */

/** A release as the history and the answers show it. */
export type RemoteRelease = RemoteReleaseRow;
/** A release without its verify report, as the status shows it. */
export type RemoteReleaseSummary = Omit<RemoteReleaseRow, 'report'>;

export interface RemoteReleaseEvent {
  id: number;
  releaseId: number;
  action: RemoteReleaseAction;
  actor: string;
  reason: string | null;
  at: Date;
}

export interface RemoteHistory {
  remote: RemoteName;
  /** Newest first, each with what happened to it in the order it happened. */
  releases: Array<RemoteRelease & { events: RemoteReleaseEvent[] }>;
}

/**
 * Page loads that reported on a release, each network's first few alone (docs/API.md#automatic-rollback), those with
 * any failure, and their ratio (0 for none).
 */
export interface ReleaseHealth {
  sessions: number;
  failedSessions: number;
  rate: number;
}

export interface RemoteStatus {
  remote: RemoteName;
  /** `release` null: the site's built-in entry (REMOTE_<NAME>_URL or its own build); its health all the same. */
  stable: { release: RemoteReleaseSummary | null; health: ReleaseHealth };
  canary: { release: RemoteReleaseSummary; share: number; health: ReleaseHealth } | null;
  /** The latest canary that ended itself within the window, and why. */
  lastAutoRollback: { releaseId: number; reason: string; at: Date } | null;
}

export interface RemotesStatus {
  since: Date;
  until: Date;
  remotes: RemoteStatus[];
}

export interface CurrentEntry {
  id: number;
  url: string;
}

/** What the site serves each remote from; a remote without releases is absent (the site's built-in entry). */
export interface CurrentSet {
  /** Changes whenever anything in `remotes` does (a hash of it), the same in every process. */
  version: string;
  remotes: Partial<
    Record<RemoteName, { stable: CurrentEntry | null; canary: (CurrentEntry & { share: number }) | null }>
  >;
}

export interface ReleaseInput {
  remote: string;
  url: string;
  by: string;
  /** The verify:remote report, kept as given. */
  report: unknown;
  /** A whole percentage (1–99): the release is a canary served to that share of browsers. */
  canary?: number;
}

export interface RollbackInput {
  remote: string;
  /**
   * The release to go back to; unset: the most recent retired release before the stable one, or the built-in entry
   * when the stable release is the first.
   */
  to?: number;
  by: string;
}

export interface RollbackOutcome {
  /** The stable release before (null: the built-in entry). */
  from: RemoteReleaseRow | null;
  /** The release now stable; null: the built-in entry (the first release was rolled back). */
  to: RemoteReleaseRow | null;
  /** The canary the rollback ended, if one was running. */
  endedCanary: RemoteReleaseRow | null;
}

export interface HealthReport {
  remote: string;
  /** The release the browser loaded; null: the site's built-in entry. */
  release: number | null;
  outcome: RemoteHealthOutcome;
  /** The page load's ticket (lib/health-ticket.ts); without a valid one the report counts for nothing. */
  ticket?: string;
  /** The network the report came from (lib/network.ts): a ticket counts from the network it was issued to alone. */
  network: string;
}

/**
 * Why a report was not kept: no valid ticket naming that release (none, forged, expired, another network's), a release
 * the site serves no more, or a network that has reported its share of page loads on it this hour.
 */
export type NotCounted = 'no-ticket' | 'not-served' | 'network-share';

export type HealthOutcome = { counted: true } | { counted: false; why: NotCounted };
