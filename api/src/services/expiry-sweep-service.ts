import type { ServiceDeps } from './deps';
import { IDEMPOTENCY_KEPT_MS } from './idempotency-service';
import { HEALTH_KEPT_MS } from './remote-releases-service';

export interface SweptRows {
  sessions: number;
  emailCodes: number;
  passwordResets: number;
  teamLinks: number;
  rateLimits: number;
  /** Remotes' health reports older than a day. */
  remoteHealth: number;
  /** Idempotency keys, with their answers, older than a day. */
  idempotencyKeys: number;
}

/** Deletes what can no longer be used, so the tables hold live rows only instead of growing without end. */
export function createExpirySweepService({ repos, clock }: ServiceDeps) {
  return {
    async sweep(): Promise<SweptRows> {
      const now = clock();
      return {
        sessions: await repos.sessions.deleteExpired(now),
        emailCodes: await repos.emailCodes.deleteExpired(now),
        passwordResets: await repos.passwordResets.deleteExpiredOrUsed(now),
        teamLinks: await repos.teamLinks.deleteExpired(now),
        rateLimits: await repos.rateLimits.deleteExpired(now),
        remoteHealth: await repos.remoteReleases.deleteHealthBefore(new Date(now.getTime() - HEALTH_KEPT_MS)),
        idempotencyKeys: await repos.idempotencyKeys.deleteBefore(new Date(now.getTime() - IDEMPOTENCY_KEPT_MS)),
      };
    },
  };
}

export type ExpirySweepService = ReturnType<typeof createExpirySweepService>;
