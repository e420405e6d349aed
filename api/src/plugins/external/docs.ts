import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Swagger UI loads its own scripts, styles and the document from here, and shows its logo as a data: image; the
 * rest of /api keeps `default-src 'none'`. The one inline style it applies (seen in Chromium's console with
 * @fastify/swagger-ui 6.1) is allowed by its hash, not by 'unsafe-inline'.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI document of every route, generated from the zod schemas the routes declare: /api/docs shows it,
 * /api/docs/json and /api/docs/yaml serve it. Registered before the routes, which it collects as they are added.
 */
export const docs = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'GreatStep API',
          version: '1.0.0',
          description:
            'The calls of the GreatStep site. Every answer is JSON with `success` and `message`; a refusal has a ' +
            'real status code and `success: false`. Calls about your own records need `Authorization: Bearer <token>` ' +
            'from login.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The page links its assets by absolute path, which must include the prefix the API is mounted under.
      indexPrefix: app.prefix,
      staticCSP: DOCS_CSP,
      uiConfig: { deepLinking: true },
    });
  },
  { name: 'docs' },
);
