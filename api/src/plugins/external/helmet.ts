import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every /api answer. A JSON API loads nothing, so its policy allows nothing: helmet's default
 * directives (scripts and styles from 'self', inline styles) are for pages, and are left out. The reference page
 * at /api/docs sets its own policy (external/docs.ts).
 */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
    },
  });
}
