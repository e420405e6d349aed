import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@greatstep/shared/isomorphic';
import type { Config } from './config';
import { apiMessages } from './lib/api-messages';
import { applyApiSecurityHeaders } from './plugins/external/helmet';
import type { RequestLog } from './request-log';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function messageOf(error: FastifyError): string {
  if (error.code === 'FST_ERR_BAD_URL') return apiMessages.malformedUrl;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return apiMessages.urlTooLong;
  return messages.internalServerError;
}

/**
 * Fastify's `frameworkErrors`: what the router answers before any route or plugin sees the request — a path that
 * does not decode (`/api/auth/checkEmail/%E0%A4%A`), a parameter longer than `maxParamLength` (414). Its own answer
 * has no `success`, echoes the path (an e-mail in it) and carries none of the API's headers. Here /api answers as
 * every other refusal of the API does: `{ success, message }` with its security headers, CORS for the site, and its
 * one log line; any other path (a page of the site) gets a short plain text under the same strict headers, since
 * it loads nothing.
 */
export function frameworkErrorHandler(config: Pick<Config, 'publicUrl'>, requestLog: RequestLog) {
  const siteOrigin = new URL(config.publicUrl).origin;
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    const message = messageOf(error);
    applyApiSecurityHeaders(request.raw, reply.raw);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (!isApiPath(request.url)) {
      void reply.code(status).type('text/plain; charset=utf-8').send(message);
      return;
    }
    reply.raw.once('finish', () => requestLog.requestCompleted(null, request, reply));
    if (request.headers.origin === siteOrigin) reply.header('access-control-allow-origin', siteOrigin);
    void reply.code(status).header('vary', 'Origin').send({ success: false, message });
  };
}
