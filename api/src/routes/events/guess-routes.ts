import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { guessEntrySchema, idSchema } from '@greatstep/shared/schemas';
import { apiMessages } from '../../lib/api-messages';
import { parseInput } from '../../lib/validate';
import type { RouteContext } from '../route-context';

const entryParams = z.object({ userId: idSchema });

/** Guess The Theme: one entry per user. */
export const guessRoutes: FastifyPluginAsync<RouteContext> = async (app, { services }) => {
  const { sessions, guesses } = services;

  app.get('/events/getEntry/:userId', async (request) => {
    const { user } = await sessions.requireUser(request.headers.authorization);
    const { userId } = parseInput(entryParams, request.params);
    const entry = await guesses.find(user, userId);
    return { success: true, message: apiMessages.ok, already: entry !== null, gtt: entry };
  });

  app.post('/events/addNewEntry', async (request, reply) => {
    const { user } = await sessions.requireUser(request.headers.authorization);
    const entry = parseInput(guessEntrySchema, request.body);
    await guesses.add(user, entry);
    return reply.code(201).send({ success: true, message: apiMessages.guessSaved });
  });
};
