import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { apiMessages } from '../../lib/api-messages';

/** Only the site itself (PUBLIC_URL) may call the API from a browser. */
export const corsPolicy = fp(
  async (app: FastifyInstance, config: Pick<Config, 'publicUrl'>) => {
    // An OPTIONS without Origin or Access-Control-Request-Method is no preflight: @fastify/cors refuses it with a
    // text/plain body, so it is refused here first, in the API's JSON shape (the headers are already set by then).
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'OPTIONS') return;
      if (request.headers.origin && request.headers['access-control-request-method']) return;
      return reply.code(400).send({ success: false, message: apiMessages.invalidPreflight });
    });
    await app.register(cors, {
      origin: [new URL(config.publicUrl).origin],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      // Idempotency-Key: every call that changes something carries one (docs/API.md#idempotency).
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      // Read by the site's client on an API of another origin: when to try again, and that an answer is a replay.
      exposedHeaders: ['Retry-After', 'Idempotency-Replayed'],
      maxAge: 600,
    });
  },
  { name: 'cors-policy' },
);
