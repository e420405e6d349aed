import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@greatstep/shared';
import { registerSchema, sendEmailSchema } from '@greatstep/shared/schemas';
import { apiMessages } from '../../lib/api-messages';
import { parseInput } from '../../lib/validate';
import type { RouteContext } from '../route-context';

export const registrationRoutes: FastifyPluginAsync<RouteContext> = async (app, { services, limits }) => {
  // Only the e-mail is read: a `code` sent by an old client is ignored, the server draws its own.
  app.post('/auth/sendEmail', { preHandler: limits.sendEmail }, async (request) => {
    const { email } = parseInput(sendEmailSchema, request.body);
    await services.emailCodes.send(email);
    return { success: true, message: apiMessages.codeSent };
  });

  app.post('/auth/register', async (request, reply) => {
    const data = parseInput(registerSchema, request.body);
    await services.accounts.register(data);
    return reply.code(201).send({ success: true, message: messages.registrationSuccess });
  });
};
