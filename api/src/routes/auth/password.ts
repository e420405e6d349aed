import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@greatstep/shared';
import { changePasswordSchema, resetPasswordSchema } from '@greatstep/shared/schemas';
import { apiMessages } from '../../lib/api-messages';
import { parseInput } from '../../lib/validate';
import type { RouteContext } from '../route-context';

export const passwordRoutes: FastifyPluginAsync<RouteContext> = async (app, { services, limits }) => {
  // The same answer whether or not the e-mail has an account: no one learns who is registered.
  app.post('/auth/resetPassword', { preHandler: limits.resetPassword }, async (request) => {
    const { email } = parseInput(resetPasswordSchema, request.body);
    await services.passwordReset.request(email);
    return { success: true, message: apiMessages.resetSent };
  });

  app.put('/auth/changePassword', async (request) => {
    const { email, token, newPassword } = parseInput(changePasswordSchema, request.body);
    await services.passwordReset.change(email, token, newPassword);
    return { success: true, message: messages.passwordChanged };
  });
};
