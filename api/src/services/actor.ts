import type { NewAuditRow } from '../db/repositories/audit-repository';
import type { SessionUser } from '../db/repositories';

/** Who an organiser's change is recorded as (docs/API.md#organisers): their account, or the server's command line. */
export interface Actor {
  id: string | null;
  name: string;
}

/** `npm run admin` runs on the server with its database: whoever can run it is trusted, and named as the tool. */
export const COMMAND_LINE: Actor = { id: null, name: 'npm run admin' };

export const organiserActor = (user: SessionUser): Actor => ({ id: user.id, name: user.email });

/** The audit record of `actor`'s change to an account: what it was before and after, and when. */
export const auditEntry = (
  actor: Actor,
  action: string,
  target: { id: string; email: string },
  change: { before: Record<string, unknown>; after: Record<string, unknown>; at: Date },
): NewAuditRow => ({
  actorId: actor.id,
  actor: actor.name,
  action,
  targetId: target.id,
  target: target.email,
  before: change.before,
  after: change.after,
  createdAt: change.at,
});

/**
 * The audit record of an export (docs/API.md#organisers): who took which file, of which event, with how many rows.
 * Its target is the file, since it names no one account.
 */
export const exportAuditEntry = (
  actor: Actor,
  file: string,
  details: { event: string | undefined; rows: number; at: Date },
): NewAuditRow => ({
  actorId: actor.id,
  actor: actor.name,
  action: 'export',
  targetId: null,
  target: file,
  before: null,
  after: { rows: details.rows, ...(details.event === undefined ? {} : { event: details.event }) },
  createdAt: details.at,
});
