import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const isApiCall = (request: FastifyRequest) => request.url.startsWith('/api/') || request.url === '/api';

/**
 * What the server says about each request: one line per API call once it is answered, and every error, but nothing
 * about the website's static files, many per page view, which would bury the calls and the errors.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The answered call's line says it all.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ err: error, statusCode: reply.statusCode }, 'request errored');
      return;
    }
    if (!isApiCall(request)) return;
    reply.log.info(
      {
        method: request.method,
        // The route's pattern, not the path: paths carry e-mail addresses.
        route: request.routeOptions.url ?? 'unknown',
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'api call',
    );
  }
}
