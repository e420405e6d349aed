import { apiMessages } from '../lib/api-messages';
import { UnavailableError } from '../lib/domain-errors';
import type { ServiceDeps } from './deps';

/**
 * How long readiness waits for the database. A probe is asked every few seconds and must answer within its own
 * timeout (a second or a few), whatever the pool's bounds are.
 */
export const READY_TIMEOUT_MS = 2_000;

export function createReadinessService({ repos }: ServiceDeps, timeoutMs = READY_TIMEOUT_MS) {
  return {
    /** Resolves when the database answers a statement in time; otherwise the API is not ready to serve calls. */
    async check(): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new UnavailableError(apiMessages.unavailable)), timeoutMs);
      });
      try {
        await Promise.race([repos.health.ping(), late]);
      } catch (error) {
        throw error instanceof UnavailableError
          ? error
          : new UnavailableError(apiMessages.unavailable, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
