import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { emailSchema, mobileSchema } from '@greatstep/shared/schemas';
import { apiMessages } from '../../lib/api-messages';
import { parseInput } from '../../lib/validate';
import type { RouteContext } from '../route-context';

const emailParams = z.object({ email: emailSchema });
const mobileParams = z.object({ mobile: mobileSchema });

/** Sign-up checks: success when the e-mail or mobile is still free, 409 when taken. */
export const availabilityRoutes: FastifyPluginAsync<RouteContext> = async (app, { services, limits }) => {
  app.get('/auth/checkEmail/:email', { preHandler: limits.checkEmail }, async (request) => {
    const { email } = parseInput(emailParams, request.params);
    await services.accounts.assertEmailFree(email);
    return { success: true, message: apiMessages.emailFree };
  });

  app.get('/auth/checkMobile/:mobile', { preHandler: limits.checkMobile }, async (request) => {
    const { mobile } = parseInput(mobileParams, request.params);
    await services.accounts.assertMobileFree(mobile);
    return { success: true, message: apiMessages.mobileFree };
  });
};
