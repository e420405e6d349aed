import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../lib/api-messages';

/** Unknown /api paths answer JSON; the website plugin keeps its own not-found page for every other path. */
export const notFound = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ success: false, message: apiMessages.notFound }),
    );
  },
  { name: 'not-found' },
);
