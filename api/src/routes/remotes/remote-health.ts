import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema } from '@greatstep/shared/isomorphic';
import { BadInputError } from '../../lib/domain-errors';
import type { RouteContext } from '../route-context';
import { REMOTE_HEALTH_PER_NETWORK } from '../../plugins/external/rate-limit-rules';
import { HEALTH_ROWS_PER_HOUR, HEALTH_ROWS_PER_RELEASE_HOUR } from '../../services/remote-releases-service';
import { responses } from '../responses';
import { remoteHealthBodySchema } from './remote-schemas';

/** A report is four short fields: anything much larger is not one. */
export const REMOTE_HEALTH_BODY_LIMIT = 1024;

export const remoteHealthMessages = {
  received: 'Report received',
  notCounted:
    'Report received, not counted: it carries no valid token of a page this site served that release within the hour',
  tooLarge: `A report is at most ${REMOTE_HEALTH_BODY_LIMIT} bytes`,
} as const;

/**
 * The shell's beacon (docs/API.md#remote-health): how each remote loaded in a browser, tagged with its release. No
 * sign-in, and nothing about the person is kept. `navigator.sendBeacon` sends a JSON Blob as application/json and a
 * string as text/plain: both are read as JSON here, on this call only.
 */
export const remoteHealthRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits }) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const types = ['application/json', 'text/plain'];
  app.removeContentTypeParser(types);
  app.addContentTypeParser(types, { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string; Fastify's type names both forms it can be asked for.
    const text = body as string;
    // Refused as bad input (400) rather than the API's 413 from here up to its 16 KB limit.
    if (Buffer.byteLength(text) > REMOTE_HEALTH_BODY_LIMIT) {
      done(new BadInputError(remoteHealthMessages.tooLarge), undefined);
      return;
    }
    if (text === '') {
      done(null, undefined);
      return;
    }
    // Fastify's parser reports through `done`; what it returns is not a promise to wait for.
    void parseJson(request, text, done);
  });

  app.post(
    '/remote-health',
    {
      schema: {
        tags: ['remotes'],
        summary: "A browser's report of how a remote loaded (the shell's beacon)",
        description:
          'No sign-in. Kept: the remote, the release (null: the built-in entry), the outcome, the page session’s ' +
          'random id and the time; no address, account or cookie. A session counts once per release and outcome. ' +
          'Counted only with the token remotes.json named beside the release, within its hour; any other report is ' +
          `answered 202 and dropped. At most ${REMOTE_HEALTH_BODY_LIMIT} bytes (400 beyond), ` +
          `${REMOTE_HEALTH_PER_NETWORK.max} reports a minute per address, ${HEALTH_ROWS_PER_RELEASE_HOUR} kept an hour ` +
          `per release and ${HEALTH_ROWS_PER_HOUR} in all (429).`,
        body: remoteHealthBodySchema,
        response: responses({ 202: answerSchema }, 400, 413, 429),
      },
      preHandler: limits.remoteHealth,
    },
    async (request, reply) => {
      const { counted } = await services.remoteReleases.recordHealth(request.body);
      return reply
        .code(202)
        .send({ success: true, message: counted ? remoteHealthMessages.received : remoteHealthMessages.notCounted });
    },
  );
};
