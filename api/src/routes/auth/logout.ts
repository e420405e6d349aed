import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signedIn } from '../authenticate';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

/** Ends the session whose token the request carries; the client clears its stored user either way. */
export const logoutRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, authenticate }) => {
  app.post(
    '/auth/logout',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session token stops working at once, everywhere',
        security: signedInSecurity,
        response: responses({ 200: answerSchema }, 401),
      },
    },
    async (request) => {
      await services.sessions.end(signedIn(request).token);
      return { success: true, message: apiMessages.ok };
    },
  );
};
