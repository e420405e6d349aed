import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerSchema,
  changePasswordSchema,
  messages,
  resetLinkAnswerSchema,
  resetLinkSchema,
  resetPasswordSchema,
} from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { BadInputError } from '../../lib/domain-errors';
import { callAnswer } from '../answer-record';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';

export const passwordRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits, keyed }) => {
  // The same answer whether or not the e-mail has an account: no one learns who is registered.
  app.post(
    '/auth/resetPassword',
    {
      preHandler: [...limits.hooks.resetPassword, keyed.perCaller],
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use link to change the password (valid 30 minutes); `url` is ignored',
        headers: keyedHeaders,
        body: resetPasswordSchema,
        response: responses({ 200: answerSchema }, 400, 409, 413, 422, 429),
      },
    },
    async (request, reply) => {
      const answer = callAnswer<void>(request, () => ({
        status: 200,
        body: { success: true, message: apiMessages.resetSent },
      }));
      await services.passwordResets.request(request.body.email, answer);
      return answer.send(reply);
    },
  );

  // The page of a used or expired link once said so only after two passwords were typed. A POST that
  // changes nothing, so the token stays out of URLs and logs; limited like changePassword, whose check it repeats:
  // per network, failed tokens alone counted (docs/SECURITY.md#reset-links-limited-per-address).
  // It answers a question, so a dead link is `usable: false` with the reason, not an error: the page that asks
  // is working as it should.
  app.post(
    '/auth/checkResetLink',
    {
      preHandler: limits.hooks.checkResetLink,
      schema: {
        tags: ['auth'],
        summary: 'Whether a mailed reset link can still change the password; the link stays unused',
        body: resetLinkSchema,
        response: responses({ 200: resetLinkAnswerSchema }, 400, 413, 429),
      },
    },
    async (request) => {
      const usable = await services.passwordResets.isLinkUsable(request.body.email, request.body.token);
      if (!usable) await limits.failedResetToken(request.ip);
      return { success: true, usable, message: usable ? apiMessages.resetLinkUsable : apiMessages.resetInvalid };
    },
  );

  app.put(
    '/auth/changePassword',
    {
      preHandler: [...limits.hooks.changePassword, keyed.perCaller],
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the mailed link's token; ends the user's sessions",
        headers: keyedHeaders,
        body: changePasswordSchema,
        response: responses({ 200: answerSchema }, 400, 409, 413, 422, 429, 503),
      },
    },
    async (request, reply) => {
      const { email, token, newPassword } = request.body;
      const answer = callAnswer<void>(request, () => ({
        status: 200,
        body: { success: true, message: messages.passwordChanged },
      }));
      if (!(await services.passwordResets.change(email, token, newPassword, answer))) {
        await limits.failedResetToken(request.ip);
        throw new BadInputError(apiMessages.resetInvalid);
      }
      return answer.send(reply);
    },
  );
};
