import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@greatstep/shared';
import { loginSchema } from '@greatstep/shared/schemas';
import { parseInput } from '../../lib/validate';
import type { RouteContext } from '../route-context';

export const loginRoutes: FastifyPluginAsync<RouteContext> = async (app, { services, limits }) => {
  app.post('/auth/login', { preHandler: limits.login }, async (request) => {
    const { email, password } = parseInput(loginSchema, request.body);
    const { token, user } = await services.accounts.login(email, password);
    return { success: true, message: messages.loginSuccess, token, user };
  });
};
