import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema } from '@greatstep/shared/isomorphic';
import { BadInputError } from '../../lib/domain-errors';
import { networkOf } from '../../lib/network';
import type { RouteContext } from '../route-context';
import { REMOTE_HEALTH_PER_NETWORK, REMOTE_HEALTH_TICKETS_PER_NETWORK } from '../../plugins/external/rate-limit-rules';
import {
  HEALTH_ROWS_PER_HOUR,
  HEALTH_ROWS_PER_RELEASE_HOUR,
  type NotCounted,
} from '../../services/remote-releases-service';
import { cohortOf } from '../../site/cohort';
import { responses } from '../responses';
import { healthTicketAnswerSchema, remoteHealthBodySchema } from './remote-schemas';

/** A report is four short fields: anything much larger is not one. */
export const REMOTE_HEALTH_BODY_LIMIT = 1024;

export const remoteHealthMessages = {
  received: 'Report received',
  notCounted: {
    'no-ticket':
      'Report received, not counted: it carries no valid ticket of a page load this site served that release, ' +
      'from this network, within the hour',
    'not-served': 'Report received, not counted: this site no longer serves that release',
    'network-share':
      'Report received, not counted: this network has reported its share of page loads on that release this hour',
  } satisfies Record<NotCounted, string>,
  ticket: 'Ticket issued',
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
          'No sign-in. Kept: the remote, the release (null: the built-in entry), the outcome, the page load’s id ' +
          '(its ticket’s), a keyed hash of its network and the time; no address, account or cookie. A page load ' +
          'counts once per release and outcome. Counted only with a ticket naming that release, asked for from the ' +
          'same network within the hour, while the release is served, and within the network’s share of page loads ' +
          `on it; any other report is answered 202 and dropped. At most ${REMOTE_HEALTH_BODY_LIMIT} bytes (400 ` +
          `beyond), ${REMOTE_HEALTH_PER_NETWORK.max} reports a minute per address, ${HEALTH_ROWS_PER_RELEASE_HOUR} ` +
          `kept an hour per release and ${HEALTH_ROWS_PER_HOUR} in all (429).`,
        body: remoteHealthBodySchema,
        response: responses({ 202: answerSchema }, 400, 413, 429),
      },
      preHandler: limits.remoteHealth,
    },
    async (request, reply) => {
      const outcome = await services.remoteReleases.recordHealth({ ...request.body, network: networkOf(request.ip) });
      return reply.code(202).send({
        success: true,
        message: outcome.counted ? remoteHealthMessages.received : remoteHealthMessages.notCounted[outcome.why],
      });
    },
  );

  app.post(
    '/remote-health/ticket',
    {
      schema: {
        tags: ['remotes'],
        summary: "A page load's ticket for its health reports (the shell asks once the page has loaded)",
        description:
          'No sign-in, no body. Names a new page load, the cohort of the gs_cohort cookie (none: the stable side) ' +
          'and the release of each remote that cohort is served now, signed and bound to the network it was asked ' +
          'from; for an hour, reports carrying it count as that one page load, from that network. Not readable ' +
          `by another site (no CORS). ${REMOTE_HEALTH_TICKETS_PER_NETWORK.max} a minute per address (429).`,
        response: responses({ 200: healthTicketAnswerSchema }, 429),
      },
      preHandler: limits.remoteHealthTicket,
    },
    async (request) => ({
      success: true,
      message: remoteHealthMessages.ticket,
      ticket: await services.remoteReleases.issueHealthTicket({
        cohort: cohortOf(request.headers.cookie),
        network: networkOf(request.ip),
      }),
    }),
  );
};
