import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema, messages, registerSchema, sendEmailSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { callAnswer } from '../answer-record';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';

export const registrationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits, keyed }) => {
  // Only the e-mail is read: a `code` sent by an old client is ignored, the server draws its own.
  app.post(
    '/auth/sendEmail',
    {
      // The limits first, so that who may flood is decided before the database is asked (docs/API.md#idempotency).
      preHandler: [...limits.hooks.sendEmail, keyed.perCaller],
      schema: {
        tags: ['auth'],
        summary: 'Mail a 5-digit sign-up code (one per e-mail per minute; valid 10 minutes, 5 tries)',
        headers: keyedHeaders,
        body: sendEmailSchema,
        response: responses({ 200: answerSchema }, 400, 409, 413, 422, 429, 503),
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const answer = callAnswer<void>(request, () => ({
        status: 200,
        body: { success: true, message: apiMessages.codeSent },
      }));
      await limits.lookUpAccount(request.ip, email, () => services.emailCodes.send(email, answer));
      return answer.send(reply);
    },
  );

  app.post(
    '/auth/register',
    {
      preHandler: [...limits.hooks.register, keyed.perCaller],
      schema: {
        tags: ['auth'],
        summary: 'Create the account with the mailed code',
        headers: keyedHeaders,
        body: registerSchema,
        response: responses({ 201: answerSchema }, 400, 409, 413, 422, 429, 503),
      },
    },
    async (request, reply) => {
      const answer = callAnswer(request, () => ({
        status: 201,
        body: { success: true, message: messages.registrationSuccess },
      }));
      await services.accounts.register(request.body, answer);
      return answer.send(reply);
    },
  );
};
