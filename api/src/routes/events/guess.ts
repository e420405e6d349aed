import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerSchema,
  guessEntryAnswerSchema,
  guessEntryParamsSchema,
  guessEntrySchema,
} from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { callAnswer } from '../answer-record';
import { signedIn } from '../authenticate';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

/** Guess The Theme: one entry per user. */
export const guessRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, authenticate, keyed }) => {
  const { guesses } = services;

  app.get(
    '/events/getEntry/:userId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['guess the theme'],
        summary: "The user's entry, if any",
        security: signedInSecurity,
        params: guessEntryParamsSchema,
        response: responses({ 200: guessEntryAnswerSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const entry = await guesses.find(signedIn(request).user, request.params.userId);
      return { success: true, message: apiMessages.ok, already: entry !== null, gtt: entry };
    },
  );

  app.post(
    '/events/addNewEntry',
    {
      onRequest: authenticate,
      preHandler: keyed.perCaller,
      schema: {
        tags: ['guess the theme'],
        summary: 'Save the one entry of the user (two words of 4 and 7 letters); it can not be changed',
        security: signedInSecurity,
        headers: keyedHeaders,
        body: guessEntrySchema,
        response: responses({ 201: answerSchema }, 400, 401, 403, 409, 413, 422),
      },
    },
    async (request, reply) => {
      const answer = callAnswer(request, () => ({
        status: 201,
        body: { success: true, message: apiMessages.guessSaved },
      }));
      await guesses.add(signedIn(request).user, request.body, answer);
      return answer.send(reply);
    },
  );
};
