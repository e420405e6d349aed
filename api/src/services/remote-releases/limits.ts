import type { RemoteCanaryConfig } from '../../config';
import type { RemoteHealthOutcome } from '../../db/schema';
import { REMOTE_NAMES } from '../../site/remote-names';

/** The bounds of the releases' input and health reports, and the messages that refuse what is past them. */

export const HEALTH_OUTCOMES = [
  'ok',
  'load-failed',
  'timeout',
  'render-error',
] as const satisfies readonly RemoteHealthOutcome[];
export { RELEASE_URL_MAX } from '../../site/release-url';
export const RELEASE_BY_MAX = 200;
export const RELEASE_REASON_MAX = 500;
/** The verify report, serialized. */
export const RELEASE_REPORT_MAX_BYTES = 64 * 1024;
/** How deep the verify report's objects and lists may nest: verify:remote's own go 4 deep. */
export const RELEASE_REPORT_MAX_DEPTH = 32;
/** How far back the status and the automatic rollback look. */
export const HEALTH_WINDOW_MS = 60 * 60_000;
/** How long reports are kept: the expiry sweep deletes older ones (services/expiry-sweep-service.ts). */
export const HEALTH_KEPT_MS = 24 * 60 * 60_000;
/**
 * Reports kept per hour on one release (or one remote's built-in entry): a canary is judged on 50 page loads, and a
 * network's reports past its share are not kept, so filling this takes hundreds of networks.
 */
export const HEALTH_ROWS_PER_RELEASE_HOUR = 2_000;
/** Reports kept per hour in all: a flood of reports with good tickets fills this, never the database. */
export const HEALTH_ROWS_PER_HOUR = 10_000;
/**
 * How long a process holds the reports it took before writing them in one statement, and so how late the canary's
 * judgement sees them, and what a process that dies loses (docs/API.md#automatic-rollback).
 */
export const HEALTH_FLUSH_MS = 2_000;
/** How old the hour's counts of every process's reports may be when a report is checked against its bounds. */
export const HEALTH_COUNTS_FRESH_MS = 10_000;
/** When a report refused for a full hour may be sent again. */
export const HEALTH_FULL_RETRY_S = 5 * 60;
/** How long one process serves the set it read: other processes' changes reach it within this. */
export const CURRENT_SET_CACHE_MS = 1_000;
/** Who an automatic rollback is recorded as. */
export const HEALTH_CHECK_ACTOR = 'health check';

/**
 * A network's fair share of a release's figures (docs/API.md#automatic-rollback): the page loads of one network (an
 * address, an IPv6 /64) counted in an hour, at most. As many as the margin's part of the smallest sample judged
 * (2 of 50 at 5 points), so that no one network alone can take a canary across the margin; at least one.
 */
export function pageLoadsPerNetwork({ minSessions, marginPoints }: RemoteCanaryConfig): number {
  return Math.max(1, Math.floor((minSessions * marginPoints) / 100 + 1e-9));
}

export const remoteMessages = {
  unknownRemote: (remote: string) => `No remote named "${remote}": the remotes are ${REMOTE_NAMES.join(', ')}`,
  badUrl: (problem: string) => `The release URL ${problem}`,
  badBy: `Who releases must be named in 1 to ${RELEASE_BY_MAX} characters`,
  badReason: `The reason must be 1 to ${RELEASE_REASON_MAX} characters`,
  badReport: `The verify report must be JSON of at most ${RELEASE_REPORT_MAX_BYTES / 1024} KB`,
  reportTooDeep: `The verify report may nest objects and lists at most ${RELEASE_REPORT_MAX_DEPTH} deep`,
  badShare: "The canary's share must be a whole percentage from 1 to 99",
  badTicket: 'The ticket must be the one POST /api/remote-health/ticket answered',
  badOutcome: `The outcome must be one of ${HEALTH_OUTCOMES.join(', ')}`,
  healthFull: (remote: string) =>
    `${remote} has all the health reports kept in an hour (${HEALTH_ROWS_PER_RELEASE_HOUR} per release, ` +
    `${HEALTH_ROWS_PER_HOUR} in all): try again later`,
  bundleUnreadable: (url: string, why: string) =>
    `The bundle's routes.json, pages.json and fragments.json beside ${url} could not be read (${why}): nothing was released`,
  bundleRefused: (url: string, problems: readonly string[]) =>
    `The bundle at ${url} is refused: ${problems.slice(0, 3).join('; ')}` +
    (problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''),
  canaryRunning: (remote: string) => `${remote} has a canary running: promote or abort it first`,
  noCanary: (remote: string) => `${remote} has no canary running`,
  nothingToRollBack: (remote: string) =>
    `${remote} has no release to roll back from: the site serves its built-in entry`,
  noSuchRelease: (remote: string, id: number) => `${remote} has no release ${id}`,
  alreadyStable: (remote: string, id: number) => `Release ${id} is already the stable release of ${remote}`,
  isCanary: (remote: string, id: number) => `Release ${id} is the running canary of ${remote}: promote it instead`,
  takenOff: (remote: string, id: number, reason: string) =>
    `Release ${id} of ${remote} was taken off the site (${reason}): a rollback never goes back to it; ` +
    'release its URL again if it is wanted',
  changedMeanwhile: (remote: string) =>
    `The releases of ${remote} changed meanwhile: look at its history and try again`,
} as const;
