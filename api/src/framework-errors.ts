import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { IncomingMessage, ServerResponse, STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
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

/** The API's security headers as raw header lines, made once with the same helmet settings as every answer. */
function securityHeaderLines(): string {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  applyApiSecurityHeaders(request, response);
  return Object.entries(response.getHeaders())
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}\r\n`)
    .join('');
}

/**
 * Node's own refusals, made before Fastify sees a request: a header block over Node's limit (431), a request line
 * it can not parse such as an unknown method (400), a request that took too long to arrive (408). Fastify's default
 * answers `{"error","statusCode"}` without the API's shape or headers; here they answer as every refusal of the API
 * does. The path is not known yet, so the answer is the API's.
 */
export function clientErrorHandler(): (error: Error & { code?: string }, socket: Socket) => void {
  const headers = securityHeaderLines();
  return (error, socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, apiMessages.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, apiMessages.requestTimeout]
          : [400, apiMessages.badRequest];
    const body = JSON.stringify({ success: false, message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          headers +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  };
}
