import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Security headers on every /api answer. A JSON API loads nothing and is never framed, so its policy is exactly
 * `default-src 'none'; frame-ancestors 'none'`: helmet's default directives (scripts and styles from 'self', inline
 * styles, upgrade-insecure-requests…) are for pages, and `useDefaults: false` keeps them out. The reference page at
 * /api/docs sets its own policy (external/docs.ts).
 */
export const apiHelmetOptions: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // The same rule for browsers that only know the older header.
  frameguard: { action: 'deny' },
};

/**
 * No answer of the API may be kept by a browser or a proxy: answers carry session tokens (login), personal data
 * (updateUser, myTeams, getEntry) and refusals that are true only now.
 */
export const API_CACHE_CONTROL = 'no-store';

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, apiHelmetOptions);
    // onSend: also the answers of the error and not-found handlers.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', API_CACHE_CONTROL);
    });
  },
  { name: 'security-headers' },
);

const setApiHeaders = helmet(apiHelmetOptions);

/**
 * The same headers on an answer that never reached the API's routes (a malformed URL is refused by the router,
 * before any plugin's hooks run).
 */
export function applyApiSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  setApiHeaders(request, response, () => {});
  response.setHeader('Cache-Control', API_CACHE_CONTROL);
}
