import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers on every /api answer; a JSON API loads nothing, so its policy allows nothing. */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
}
