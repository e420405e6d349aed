import type { FastifyPluginAsync } from 'fastify';
import { apiMessages } from '../../lib/api-messages';
import type { RouteContext } from '../route-context';

/** The signed-in user's teams across all events, for the profile page; the user comes from the token alone. */
export const myTeamsRoutes: FastifyPluginAsync<RouteContext> = async (app, { services }) => {
  app.get('/auth/team/myTeams', async (request) => {
    const { user } = await services.sessions.requireUser(request.headers.authorization);
    return { success: true, message: apiMessages.ok, teams: await services.teams.allMine(user) };
  });
};
