import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginSchema, messages } from '@greatstep/shared/isomorphic';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';

export const loginRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits }) => {
  app.post(
    '/auth/login',
    {
      preValidation: limits.hooks.login,
      schema: {
        tags: ['auth'],
        summary: 'Sign in: a new session token and the user',
        body: loginSchema,
        response: responses({ 200: loginAnswerSchema }, 400, 401, 413, 429, 503),
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const { token, user } = await limits.throttleLogin(email, request.ip, () =>
        services.accounts.login(email, password),
      );
      return { success: true, message: messages.loginSuccess, token, user };
    },
  );
};
