import type { Db } from '../database';
import { createAuditRepository } from './audit-repository';
import { createEmailCodesRepository } from './email-codes-repository';
import { createGuessesRepository } from './guesses-repository';
import { createHealthRepository } from './health-repository';
import { createIdempotencyRepository } from './idempotency-repository';
import { createOrganisersRepository } from './organisers-repository';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createPaymentsRepository } from './payments-repository';
import { createRateLimitsRepository } from './rate-limits-repository';
import { createReleasersRepository } from './releasers-repository';
import { createRemoteReleasesRepository } from './remote-releases-repository';
import { createSessionsRepository } from './sessions-repository';
import { createTeamLinksRepository } from './team-links-repository';
import { createTeamsRepository } from './teams-repository';
import { createUsersRepository } from './users-repository';

export * from './audit-repository';
export * from './email-codes-repository';
export * from './guesses-repository';
export * from './health-repository';
export * from './idempotency-repository';
export * from './organisers-repository';
export * from './password-resets-repository';
export * from './payments-repository';
export * from './rate-limits-repository';
export * from './releasers-repository';
export * from './remote-releases-repository';
export * from './sessions-repository';
export * from './team-links-repository';
export * from './teams-repository';
export * from './users-repository';

export function createRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    emailCodes: createEmailCodesRepository(db),
    passwordResets: createPasswordResetsRepository(db),
    teams: createTeamsRepository(db),
    teamLinks: createTeamLinksRepository(db),
    guesses: createGuessesRepository(db),
    health: createHealthRepository(db),
    rateLimits: createRateLimitsRepository(db),
    payments: createPaymentsRepository(db),
    audit: createAuditRepository(db),
    organisers: createOrganisersRepository(db),
    remoteReleases: createRemoteReleasesRepository(db),
    releasers: createReleasersRepository(db),
    idempotencyKeys: createIdempotencyRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
