import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema, messages, registerSchema, sendEmailSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';

export const registrationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits }) => {
  // Only the e-mail is read: a `code` sent by an old client is ignored, the server draws its own.
  app.post(
    '/auth/sendEmail',
    {
      preHandler: limits.hooks.sendEmail,
      schema: {
        tags: ['auth'],
        summary: 'Mail a 5-digit sign-up code (one per e-mail per minute; valid 10 minutes, 5 tries)',
        body: sendEmailSchema,
        response: responses({ 200: answerSchema }, 400, 409, 413, 429, 503),
      },
    },
    async (request) => {
      const { email } = request.body;
      await limits.lookUpAccount(request.ip, email, () => services.emailCodes.send(email));
      return { success: true, message: apiMessages.codeSent };
    },
  );

  app.post(
    '/auth/register',
    {
      preHandler: limits.hooks.register,
      schema: {
        tags: ['auth'],
        summary: 'Create the account with the mailed code',
        body: registerSchema,
        response: responses({ 201: answerSchema }, 400, 409, 413, 429, 503),
      },
    },
    async (request, reply) => {
      await services.accounts.register(request.body);
      return reply.code(201).send({ success: true, message: messages.registrationSuccess });
    },
  );
};
