import type { SessionUser } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { ForbiddenError } from '../lib/domain-errors';

/**
 * The one ownership rule of the API (docs/API.md#ownership): the original site's calls name a user by id or
 * e-mail, and the server answers only when that is the signed-in user. Every service that takes such a name checks
 * it here.
 */
export function assertOwnAccount(me: SessionUser, claim: { userId: string } | { email: string }): void {
  const own = 'userId' in claim ? claim.userId === me.id : claim.email === me.email;
  if (!own) throw new ForbiddenError(apiMessages.notYourAccount);
}
