import { createAfterAnswer } from '../lib/after-answer';
import type { HealthTickets } from '../lib/health-ticket';
import type { BundleReader } from '../site/bundle-files';
import { createAccountsService } from './accounts-service';
import type { ServiceDeps } from './deps';
import { createEmailCodesService } from './email-codes-service';
import { createExpirySweepService } from './expiry-sweep-service';
import { createGuessesService } from './guesses-service';
import { createIdempotencyService } from './idempotency-service';
import { createOrganisersService } from './organisers-service';
import { createPasswordResetsService } from './password-resets-service';
import { createPaymentsService } from './payments-service';
import { createReadinessService } from './readiness-service';
import { createRemoteReleasesService } from './remote-releases-service';
import { createRolesService } from './roles-service';
import { createSessionsService } from './sessions-service';
import { createTeamsService } from './teams-service';

export type { ServiceDeps } from './deps';

/**
 * `healthTickets`: what the remotes' health reports of a page load carry (lib/health-ticket.ts); `readBundle`: how a
 * release's published files are read from its host (site/bundle-files.ts). `keyHoldMs`: how long a call holds its
 * Idempotency-Key, the API's bound on answering it (REQUEST_TIMEOUT_MS).
 */
export function createServices(
  deps: ServiceDeps,
  {
    healthTickets,
    readBundle,
    keyHoldMs,
  }: { healthTickets: HealthTickets; readBundle?: BundleReader; keyHoldMs: number },
) {
  const sessions = createSessionsService(deps);
  const emailCodes = createEmailCodesService(deps);
  // Work done after a call has answered (reset links, team notices): one queue, so a close and a test wait for all.
  const afterAnswer = createAfterAnswer((error) => deps.log.error({ err: error }, 'work after an answer failed'));
  const remoteReleases = createRemoteReleasesService(deps, healthTickets, readBundle);
  return {
    // The health reports taken are written too: they are work an answer left behind.
    afterAnswers: async () => {
      await afterAnswer.settled();
      await remoteReleases.flushHealth();
    },
    sessions,
    emailCodes,
    accounts: createAccountsService(deps, sessions, emailCodes),
    passwordResets: createPasswordResetsService(deps, afterAnswer),
    teams: createTeamsService(deps, afterAnswer),
    guesses: createGuessesService(deps),
    payments: createPaymentsService(deps),
    organisers: createOrganisersService(deps),
    roles: createRolesService(deps),
    expirySweep: createExpirySweepService(deps),
    readiness: createReadinessService(deps),
    remoteReleases,
    idempotency: createIdempotencyService(deps, keyHoldMs),
  };
}

export type Services = ReturnType<typeof createServices>;
