import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { SessionUser } from '../../db/repositories';
import type { SessionsService } from '../../services/sessions-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, on the routes that run `authenticate` (and only read there). */
    user: SessionUser | null;
    /** The token the user is signed in with (updateUser answers it back). */
    sessionToken: string | null;
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
