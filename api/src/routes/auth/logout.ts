import type { FastifyPluginAsync } from 'fastify';
import { apiMessages } from '../../lib/api-messages';
import type { RouteContext } from '../route-context';

/** Ends the session whose token the request carries; the client clears its stored user either way. */
export const logoutRoutes: FastifyPluginAsync<RouteContext> = async (app, { services }) => {
  app.post('/auth/logout', async (request) => {
    await services.sessions.end(request.headers.authorization);
    return { success: true, message: apiMessages.ok };
  });
};
