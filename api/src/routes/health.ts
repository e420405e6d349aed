import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../lib/api-messages';
import { responses } from './responses';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'The API answers', response: responses({ 200: answerSchema }) } },
    async () => ({ success: true, message: apiMessages.ok }),
  );
};
