import type { HealthCount } from '../../db/repositories';
import type { RemoteName } from '../../site/remote-names';
import type { ServiceDeps } from '../deps';
import { HEALTH_CHECK_ACTOR, HEALTH_WINDOW_MS, pageLoadsPerNetwork } from './limits';
import type { ReleaseChanges } from './release-changes';
import type { ReleaseHealth } from './types';

export const figures = ({ sessions, failedSessions }: HealthCount): ReleaseHealth => ({
  sessions,
  failedSessions,
  rate: sessions === 0 ? 0 : failedSessions / sessions,
});

/** 0.6 → "60", 1/3 → "33.3". */
const percent = (rate: number) => String(Math.round(rate * 1000) / 10);

/**
 * The figures of a release over the hour and the judgement of a canary on them (docs/API.md#automatic-rollback):
 * page loads, each network counting its first few alone, so that no network's volume ends a canary or hides one.
 */
export function createCanaryJudge(
  { db, repos, clock, config }: Pick<ServiceDeps, 'db' | 'repos' | 'clock' | 'config'>,
  { record }: Pick<ReleaseChanges, 'record'>,
  invalidate: () => void,
) {
  const releases = repos.remoteReleases;
  const perNetwork = pageLoadsPerNetwork(config.remoteCanary);

  /** A release's figures (null: the remote's built-in entry) since a time. */
  const healthSince = async (remote: string, releaseId: number | null, since: Date) =>
    figures(await releases.healthSince(remote, releaseId, since, perNetwork));

  return {
    healthSince,

    /**
     * Ends the canary when it fails more than the stable release (or the built-in entry) by the margin, over enough
     * page loads; the reason, or null when it stays.
     */
    async judge(remote: RemoteName, canaryId: number): Promise<string | null> {
      const now = clock();
      const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
      const { minSessions, marginPoints } = config.remoteCanary;
      const canary = await healthSince(remote, canaryId, since);
      if (canary.sessions < minSessions) return null;
      const [stable] = await releases.inStates(['stable'], remote);
      const yardstick = await healthSince(remote, stable?.id ?? null, since);
      // A hair above the margin, so that a rate exactly at it (in floating point) stays within.
      if ((canary.rate - yardstick.rate) * 100 <= marginPoints + 1e-9) return null;
      const reason =
        `failure rate ${percent(canary.rate)}% over ${canary.sessions} sessions against ` +
        `${percent(yardstick.rate)}% for the ${stable ? 'stable release' : 'built-in entry'} ` +
        `(margin ${marginPoints} points)`;
      // Conditional on the canary still running: of processes judging it at once, one ends it and records why.
      const ended = await db.transaction(async (tx) => {
        const row = await releases.move(canaryId, ['canary'], { state: 'ended', endedReason: reason }, tx);
        if (row) await record(row, 'auto-rollback', HEALTH_CHECK_ACTOR, reason, now, tx);
        return row;
      });
      invalidate();
      return ended ? reason : null;
    },
  };
}
