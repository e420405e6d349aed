// The database's tables, one group per file in schema/ (drizzle.config.ts reads them through this file, as the
// services and repositories do).
import { emailCodes, passwordResets, paymentState, sessions, userRole, users } from './schema/accounts';
import { guesses } from './schema/guesses';
import { idempotencyKeys } from './schema/idempotency';
import {
  remoteHealth,
  remoteReleaseEvents,
  remoteReleaseFiles,
  remoteReleasers,
  remoteReleases,
} from './schema/remotes';
import { teamDepartures, teamLinkKind, teamLinks, teamMembers, teams } from './schema/teams';
import { auditLog, rateLimits } from './schema/upkeep';

export * from './schema/accounts';
export * from './schema/guesses';
export * from './schema/idempotency';
export * from './schema/remotes';
export * from './schema/teams';
export * from './schema/upkeep';

export const schema = {
  userRole,
  paymentState,
  users,
  sessions,
  emailCodes,
  passwordResets,
  teams,
  teamMembers,
  teamDepartures,
  teamLinkKind,
  teamLinks,
  guesses,
  rateLimits,
  auditLog,
  remoteReleases,
  remoteReleaseFiles,
  remoteReleaseEvents,
  remoteHealth,
  remoteReleasers,
  idempotencyKeys,
};
