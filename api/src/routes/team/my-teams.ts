import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myTeamsAnswerSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signedIn } from '../authenticate';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

/** The signed-in user's teams across all events, for the profile page; the user comes from the token alone. */
export const myTeamsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, authenticate }) => {
  app.get(
    '/auth/team/myTeams',
    {
      onRequest: authenticate,
      schema: {
        tags: ['teams'],
        summary: 'Every team the signed-in user leads or belongs to, one per event',
        security: signedInSecurity,
        response: responses({ 200: myTeamsAnswerSchema }, 401),
      },
    },
    async (request) => ({
      success: true,
      message: apiMessages.ok,
      teams: await services.teams.allMine(signedIn(request).user),
    }),
  );
};
