import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Many clients send `Content-Type: application/json` on every call, DELETE and GET included, with no body. Fastify's
 * own parser refuses an empty JSON body; this one reads it as no body (a call that needs one is then refused by
 * its schema) and leaves every other body to Fastify's parser, with its protection against prototype poisoning.
 */
export const emptyJsonBodies = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // parseAs 'string' hands over a string; Fastify's type names both forms it can be asked for.
      if (body === '') {
        done(null, undefined);
        return;
      }
      // Fastify's parser reports through `done`; what it returns is not a promise to wait for.
      void parseJson(request, body as string, done);
    });
  },
  { name: 'empty-json-bodies' },
);
