import type { FastifyPluginAsync } from 'fastify';
import { apiMessages } from '../lib/api-messages';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ({ success: true, message: apiMessages.ok }));
};
