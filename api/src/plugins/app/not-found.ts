import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../lib/api-messages';

/** Unknown /api paths answer JSON; the website plugin keeps its own not-found page for every other path. */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: apiMessages.notFound }));
}
