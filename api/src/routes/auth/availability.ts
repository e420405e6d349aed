import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema, emailParamsSchema, mobileParamsSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';

/** Sign-up checks: success when the e-mail or mobile is still free, 409 when taken. */
export const availabilityRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits }) => {
  app.get(
    '/auth/checkEmail/:email',
    {
      preHandler: limits.hooks.checkEmail,
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mail can still sign up',
        params: emailParamsSchema,
        response: responses({ 200: answerSchema }, 400, 409, 429),
      },
    },
    async (request) => {
      const { email } = request.params;
      await limits.lookUpAccount(request.ip, email, () => services.accounts.assertEmailFree(email));
      return { success: true, message: apiMessages.emailFree };
    },
  );

  app.get(
    '/auth/checkMobile/:mobile',
    {
      preHandler: limits.hooks.checkMobile,
      schema: {
        tags: ['auth'],
        summary: 'Whether a mobile number can still sign up',
        params: mobileParamsSchema,
        response: responses({ 200: answerSchema }, 400, 409, 429),
      },
    },
    async (request) => {
      const { mobile } = request.params;
      await limits.lookUpAccount(request.ip, mobile, () => services.accounts.assertMobileFree(mobile));
      return { success: true, message: apiMessages.mobileFree };
    },
  );
};
