import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { SessionUser } from '../db/repositories';
import { apiMessages, releaserMessages } from '../lib/api-messages';
import { ForbiddenError } from '../lib/domain-errors';
import type { RolesService } from '../services/roles-service';
import type { SessionsService } from '../services/sessions-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on the routes that run `authenticate` (and only read there). */
    user: SessionUser | null;
    /** The token the user is signed in with (updateUser answers it back). */
    sessionToken: string | null;
    /** The remotes the user may release, on the release calls (set by `requireReleaser`). */
    releasable: readonly string[] | null;
  }
}

export type Authenticate = onRequestAsyncHookHandler;

/**
 * The one check of who is calling: a route that needs a signed-in user runs this before anything else, so an
 * anonymous call is answered 401 before its input is even parsed. Which records that user may touch is the
 * services' business (services/ownership.ts).
 */
export function createAuthenticate(sessions: SessionsService): Authenticate {
  return async (request) => {
    const { user, token } = await sessions.requireUser(request.headers.authorization);
    request.user = user;
    request.sessionToken = token;
  };
}

/** The user `authenticate` set; a route that reads it without running `authenticate` is a bug, not a refusal. */
export function signedIn(request: FastifyRequest): { user: SessionUser; token: string } {
  const { user, sessionToken } = request;
  if (!user || sessionToken === null)
    throw new Error(`${request.routeOptions.url} reads the user without authenticate`);
  return { user, token: sessionToken };
}

/**
 * After `authenticate`, on every organisers' call (docs/API.md#organisers). The role is the account's as it is now:
 * `authenticate` reads the account's row with the session on each call, never from the token, so a role revoked by
 * the command line holds back the very next call of a session opened before.
 */
export const requireOrganiser: onRequestAsyncHookHandler = async (request) => {
  if (signedIn(request).user.role !== 'organiser') throw new ForbiddenError(apiMessages.organisersOnly);
};

/**
 * After `authenticate`, on every release call (docs/API.md#releasers): an organiser may release any remote, a
 * releaser only the remotes granted to them, read from the database on each call like the organiser role. A call
 * about one remote (`:remote`) needs that remote; the status needs any. The remotes are kept on the request for the
 * status, which shows a releaser theirs alone.
 */
export function requireReleaser(roles: RolesService): onRequestAsyncHookHandler {
  return async (request) => {
    const { user } = signedIn(request);
    const releasable = await roles.releasableBy(user);
    const { remote } = request.params as { remote?: unknown };
    if (typeof remote === 'string') {
      // An organiser may name any remote: an unknown one is then the service's 404.
      if (user.role !== 'organiser' && !releasable.includes(remote))
        throw new ForbiddenError(releaserMessages.releasersOf(remote));
    } else if (releasable.length === 0) {
      throw new ForbiddenError(apiMessages.rolesOnly);
    }
    request.releasable = releasable;
  };
}
