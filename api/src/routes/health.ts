import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema, errorAnswerSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../lib/api-messages';
import { responses } from './responses';
import type { RouteContext } from './route-context';

/**
 * Liveness and readiness, told apart: /health says the process answers (restart it if not) and touches nothing
 * else, so a slow database never makes it look dead; /ready says it can serve calls now (send it traffic), which
 * needs the database to answer.
 */
export const healthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the API process answers (the database is not asked)',
        response: { 200: answerSchema },
      },
    },
    async () => ({ success: true, message: apiMessages.ok }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the API can serve calls now, its database answering in time',
        response: {
          ...responses({ 200: answerSchema }),
          503: errorAnswerSchema.describe(
            'The database did not answer in time, or its migrations wait for it to answer: not ready; ask again after Retry-After seconds',
          ),
        },
      },
    },
    async () => {
      await services.readiness.check();
      return { success: true, message: apiMessages.ready };
    },
  );
};
