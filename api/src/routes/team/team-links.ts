import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  teamLinkAnswerSchema,
  teamLinkDetailsAnswerSchema,
  teamLinkMessages,
  teamLinkSchema,
} from '@greatstep/shared/isomorphic';
import { callAnswer } from '../answer-record';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';

/**
 * The mailed team links (docs/PRODUCT.md#team-panel). No sign-in: the single-use token is the authority, as with a
 * password reset. POST only — the mail opens a page in the events remote, and its button sends the token here.
 */
export const teamLinkRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, keyed }) => {
  const { teams } = services;
  const tags = ['teams'];

  // A POST that changes nothing: the token stays out of URLs and access logs, as with the two that act.
  app.post(
    '/auth/team/linkDetails',
    {
      schema: {
        tags,
        summary: 'What a mailed team link is about: its kind, event and leader. Changes nothing; the link stays unused',
        body: teamLinkSchema,
        response: responses({ 200: teamLinkDetailsAnswerSchema }, 400, 404, 409, 413),
      },
    },
    async (request) => ({ success: true, message: '', ...(await teams.linkDetails(request.body.token)) }),
  );

  app.post(
    '/auth/team/leaveByLink',
    {
      preHandler: keyed.perCaller,
      schema: {
        tags,
        summary: 'Leave a team with the link mailed when the leader added you',
        description:
          'A departure is recorded: the leader can not add you back, only invite you (you are mailed the invitation).',
        headers: keyedHeaders,
        body: teamLinkSchema,
        response: responses({ 200: teamLinkAnswerSchema }, 400, 404, 409, 413, 422),
      },
    },
    async (request, reply) => {
      const answer = callAnswer(request, (event: string) => ({
        status: 200,
        body: { success: true, message: teamLinkMessages.left, event },
      }));
      await teams.leaveByLink(request.body.token, answer);
      return answer.send(reply);
    },
  );

  app.post(
    '/auth/team/acceptInvite',
    {
      preHandler: keyed.perCaller,
      schema: {
        tags,
        summary: 'Rejoin a team you left, with the invitation mailed when its leader tried to add you again',
        headers: keyedHeaders,
        body: teamLinkSchema,
        response: responses({ 200: teamLinkAnswerSchema }, 400, 404, 409, 413, 422),
      },
    },
    async (request, reply) => {
      const answer = callAnswer(request, (event: string) => ({
        status: 200,
        body: { success: true, message: teamLinkMessages.joined, event },
      }));
      await teams.acceptInvite(request.body.token, answer);
      return answer.send(reply);
    },
  );
};
