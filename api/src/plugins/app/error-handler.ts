import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '@greatstep/shared';
import { apiMessages } from '../../lib/api-messages';
import { HttpError } from '../../lib/http-error';

/**
 * Errors below 500 answer with their message; anything else is logged in full and answered with a plain
 * message, so no stack trace or SQL ever reaches a caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: messages.internalServerError });
  });
}

/** Fastify's own 4xx texts name internals ("content-type is set to…"); callers get a plain sentence. */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return apiMessages.bodyTooLarge;
  if (status === 429) return apiMessages.tooManyRequests;
  if (error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION') return apiMessages.invalidBody;
  if (status === 404) return apiMessages.notFound;
  return error.message;
}
