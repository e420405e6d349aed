import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/** Only the site itself (PUBLIC_URL) may call the API from a browser. */
export async function registerCors(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  await app.register(cors, {
    origin: [new URL(config.publicUrl).origin],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
}
