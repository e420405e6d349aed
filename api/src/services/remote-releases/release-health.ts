import type { HealthCount, RemoteReleaseRow } from '../../db/repositories';
import { BadInputError, RateLimitedError } from '../../lib/domain-errors';
import type { HealthTokens } from '../../lib/health-token';
import { REMOTE_NAMES } from '../../site/remote-names';
import type { ServiceDeps } from '../deps';
import type { CurrentSetCache } from './current-set';
import { isReleaseId } from './input-checks';
import {
  HEALTH_CHECK_ACTOR,
  HEALTH_FULL_RETRY_S,
  HEALTH_OUTCOMES,
  HEALTH_ROWS_PER_HOUR,
  HEALTH_ROWS_PER_RELEASE_HOUR,
  HEALTH_SESSION,
  HEALTH_WINDOW_MS,
  remoteMessages,
} from './limits';
import type { ReleaseChanges } from './release-changes';
import type {
  HealthOutcome,
  HealthReport,
  ReleaseHealth,
  RemoteReleaseSummary,
  RemotesStatus,
  RemoteStatus,
} from './types';

const figures = ({ sessions, failedSessions }: HealthCount): ReleaseHealth => ({
  sessions,
  failedSessions,
  rate: sessions === 0 ? 0 : failedSessions / sessions,
});

/** 0.6 → "60", 1/3 → "33.3". */
const percent = (rate: number) => String(Math.round(rate * 1000) / 10);

const withoutReport = ({ report: _report, ...summary }: RemoteReleaseRow): RemoteReleaseSummary => summary;

/**
 * The browsers' reports on the remotes they loaded: kept, judged against the stable release (a failing canary ends
 * itself), and summed up in the status.
 */
export function createReleaseHealth(
  { db, repos, clock, config }: Pick<ServiceDeps, 'db' | 'repos' | 'clock' | 'config'>,
  healthTokens: HealthTokens,
  { currentSet, invalidate }: CurrentSetCache,
  { record }: Pick<ReleaseChanges, 'record'>,
) {
  const releases = repos.remoteReleases;

  /** Ends the canary when it fails more than the stable release by the margin, over enough sessions. */
  async function judgeCanary(canary: RemoteReleaseRow): Promise<HealthOutcome['autoRollback']> {
    const now = clock();
    const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
    const { minSessions, marginPoints } = config.remoteCanary;
    const canaryHealth = figures(await releases.healthSince(canary.remote, canary.id, since));
    if (canaryHealth.sessions < minSessions) return null;
    const [stable] = await releases.inStates(['stable'], canary.remote);
    const stableHealth = figures(await releases.healthSince(canary.remote, stable?.id ?? null, since));
    // A hair above the margin, so that a rate exactly at it (in floating point) stays within.
    if ((canaryHealth.rate - stableHealth.rate) * 100 <= marginPoints + 1e-9) return null;
    const reason =
      `failure rate ${percent(canaryHealth.rate)}% over ${canaryHealth.sessions} sessions against ` +
      `${percent(stableHealth.rate)}% for the ${stable ? 'stable release' : 'built-in entry'} ` +
      `(margin ${marginPoints} points)`;
    // Conditional on the canary still running: of reports judging it at once, one ends it and records why.
    const ended = await db.transaction(async (tx) => {
      const row = await releases.move(canary.id, ['canary'], { state: 'ended', endedReason: reason }, tx);
      if (row) await record(row, 'auto-rollback', HEALTH_CHECK_ACTOR, reason, now, tx);
      return row;
    });
    invalidate();
    return ended ? { releaseId: ended.id, reason } : null;
  }

  return {
    /** Per remote: the stable release and the canary, and how both fared in browsers since `since` (an hour ago). */
    async status({ since }: { since?: Date } = {}): Promise<RemotesStatus> {
      const until = clock();
      const from = since ?? new Date(until.getTime() - HEALTH_WINDOW_MS);
      const [rows, autoRollbacks] = await Promise.all([
        releases.inStates(['stable', 'canary']),
        releases.autoRollbacksSince(from),
      ]);
      const remotes: RemoteStatus[] = [];
      for (const remote of REMOTE_NAMES) {
        const stable = rows.find((row) => row.remote === remote && row.state === 'stable');
        const canary = rows.find((row) => row.remote === remote && row.state === 'canary');
        const last = autoRollbacks.find((event) => event.remote === remote);
        remotes.push({
          remote,
          stable: {
            release: stable ? withoutReport(stable) : null,
            health: figures(await releases.healthSince(remote, stable?.id ?? null, from)),
          },
          canary: canary
            ? {
                release: withoutReport(canary),
                share: canary.share ?? 0,
                health: figures(await releases.healthSince(remote, canary.id, from)),
              }
            : null,
          lastAutoRollback: last ? { releaseId: last.releaseId, reason: last.reason ?? '', at: last.at } : null,
        });
      }
      return { since: from, until, remotes };
    },

    /**
     * A browser's report on a remote's load. Kept, without anything about the person, only when its token says a
     * page of this site was served that release within the hour: any other report counts for nothing, and costs no
     * more than checking its signature (docs/SECURITY.md#health-reports-count-only-from-served-pages). When it names
     * the running canary, the canary is judged against the stable release (docs/API.md#automatic-rollback).
     */
    async recordHealth(report: HealthReport): Promise<HealthOutcome> {
      const notCounted: HealthOutcome = { counted: false, autoRollback: null };
      if (!REMOTE_NAMES.includes(report.remote)) throw new BadInputError(remoteMessages.unknownRemote(report.remote));
      if (!HEALTH_SESSION.test(report.session)) throw new BadInputError(remoteMessages.badSession);
      if (!(HEALTH_OUTCOMES as readonly string[]).includes(report.outcome))
        throw new BadInputError(remoteMessages.badOutcome);
      if (!healthTokens.accepts(report.token, report.remote, report.release)) return notCounted;
      let release: RemoteReleaseRow | undefined;
      if (report.release === null) {
        // The built-in entry counts only as a canary's yardstick: while it is served beside a canary, no stable
        // release. A page served it beside a canary that has ended since says nothing of any release.
        const served = (await currentSet()).remotes[report.remote];
        if (!served?.canary || served.stable) return notCounted;
      } else {
        release = isReleaseId(report.release) ? await releases.find(report.release) : undefined;
        if (!release || release.remote !== report.remote)
          throw new BadInputError(remoteMessages.notThisRemote(report.remote, report.release));
      }
      const now = clock();
      const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
      const full =
        (await releases.healthRowsSince(since, HEALTH_ROWS_PER_RELEASE_HOUR, {
          remote: report.remote,
          releaseId: report.release,
        })) >= HEALTH_ROWS_PER_RELEASE_HOUR ||
        (await releases.healthRowsSince(since, HEALTH_ROWS_PER_HOUR, { remotes: REMOTE_NAMES })) >=
          HEALTH_ROWS_PER_HOUR;
      if (full) throw new RateLimitedError(remoteMessages.healthFull(report.remote), HEALTH_FULL_RETRY_S);
      await releases.recordHealth({
        remote: report.remote,
        releaseId: report.release,
        session: report.session,
        outcome: report.outcome,
        at: now,
      });
      return { counted: true, autoRollback: release?.state === 'canary' ? await judgeCanary(release) : null };
    },
  };
}
