import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@greatstep/shared/schemas';
import { apiMessages } from '../../lib/api-messages';
import { forbidden } from '../../lib/http-error';
import { parseInput } from '../../lib/validate';
import type { RouteContext } from '../route-context';

const params = z.object({ email: emailSchema });

export const profileRoutes: FastifyPluginAsync<RouteContext> = async (app, { services }) => {
  app.get('/auth/updateUser/:email', async (request) => {
    const { user, token } = await services.sessions.requireUser(request.headers.authorization);
    const { email } = parseInput(params, request.params);
    if (email !== user.email) throw forbidden(apiMessages.notYourAccount);
    return { success: true, message: apiMessages.ok, user: services.accounts.view(user), token };
  });
};
