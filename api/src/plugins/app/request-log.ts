import type { FastifyInstance } from 'fastify';

/**
 * One line per API call once it is answered. The server turns Fastify's own request logging off (buildApp), so the
 * website's static files, many per page view, do not bury the calls and the errors.
 */
export function logApiCalls(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      // The route's pattern, not the path: paths carry e-mail addresses.
      { method: request.method, route: request.routeOptions.url ?? 'unknown', statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'api call',
    );
  });
}
