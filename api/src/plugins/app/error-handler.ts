import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@greatstep/shared/isomorphic';
import { isDatabaseUnavailable } from '../../db/errors';
import { apiMessages } from '../../lib/api-messages';
import {
  BadInputError,
  BusyError,
  ChallengeRequiredError,
  ConflictError,
  type DomainError,
  ForbiddenError,
  KeyInUseError,
  KeyReusedError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
} from '../../lib/domain-errors';
import { CallTimedOutError } from './request-timeout';

/** The one place where a kind of refusal becomes a status code. */
const statusOf = new Map<abstract new (...args: never[]) => DomainError, number>([
  [BadInputError, 400],
  [UnauthenticatedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [KeyReusedError, 422],
  [RateLimitedError, 429],
  [UnavailableError, 503],
]);

/**
 * When to ask again after a 503 of a server that is away (the database, Redis, the mail server): long enough that a
 * caller does not hammer a recovering server, short enough against a blink, which is over in seconds.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

function domainStatus(error: unknown): number | undefined {
  for (const [kind, status] of statusOf) if (error instanceof kind) return status;
  return undefined;
}

/**
 * Every failure answers `{ success: false, message }`. Refusals and errors below 500 carry their message; anything
 * else is logged in full and answered with a plain message, so no stack trace or SQL ever reaches a caller.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = domainStatus(error);
      if (status !== undefined) {
        // A busy server is expected under a flood: a warning, not a failure with a stack for each refused call.
        if (error instanceof BusyError) request.log.warn('refused: too busy');
        else if (status >= 500) request.log.error({ err: error }, 'request failed');
        if (error instanceof RateLimitedError || error instanceof BusyError || error instanceof KeyInUseError)
          reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        else if (status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
        // A sign-in refused for want of a proof of work carries the challenge to solve (docs/API.md#signing-in-and-sessions).
        const challenge = error instanceof ChallengeRequiredError ? { challenge: error.challenge } : {};
        return reply.code(status).send({ success: false, message: error.message, ...challenge });
      }
      // The database did not answer in time (or not at all), or the call outlived REQUEST_TIMEOUT_MS: asking again
      // later can work, and the caller is told so instead of waiting for ever.
      if (isDatabaseUnavailable(error) || error instanceof CallTimedOutError) {
        request.log.error({ err: error }, 'service unavailable');
        return reply
          .code(503)
          .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
          .send({ success: false, message: apiMessages.unavailable });
      }
      const fastifyStatus = error.statusCode ?? 500;
      if (fastifyStatus >= 400 && fastifyStatus < 500) {
        return reply.code(fastifyStatus).send({ success: false, message: clientMessage(error, fastifyStatus) });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: messages.internalServerError });
    });
  },
  { name: 'error-handler' },
);

/**
 * The shared schemas' messages are the product's (docs/PRODUCT.md#validation-rules), written for people: the first
 * failed rule is the answer. Input that is not even an object, and Fastify's own 4xx texts (which name internals:
 * "content-type is set to…"), get a plain sentence instead.
 */
function clientMessage(error: FastifyError, status: number): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const wholeInput = first?.instancePath === '/' && first.keyword === 'invalid_type';
    return wholeInput ? apiMessages.invalidBody : (first?.message ?? apiMessages.invalidBody);
  }
  if (status === 413) return apiMessages.bodyTooLarge;
  if (status === 429) return apiMessages.tooManyRequests;
  if (error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION') return apiMessages.invalidBody;
  if (status === 404) return apiMessages.notFound;
  return error.message;
}
