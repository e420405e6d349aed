import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailParamsSchema, profileAnswerSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signedIn } from '../authenticate';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

export const profileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, authenticate }) => {
  app.get(
    '/auth/updateUser/:email',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's profile, fresh from the database",
        security: signedInSecurity,
        params: emailParamsSchema,
        response: responses({ 200: profileAnswerSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const { user, token } = signedIn(request);
      return {
        success: true,
        message: apiMessages.ok,
        user: services.accounts.profile(user, request.params.email),
        token,
      };
    },
  );
};
