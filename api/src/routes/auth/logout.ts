import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { callAnswer } from '../answer-record';
import { signedIn } from '../authenticate';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

/** Ends the session whose token the request carries; the client clears its stored user either way. */
export const logoutRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, authenticate, keyed }) => {
  app.post(
    '/auth/logout',
    {
      // The key before the session: a repeat finds the session ended, and is answered from the key.
      onRequest: [keyed.perSession, authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session token stops working at once, everywhere',
        security: signedInSecurity,
        headers: keyedHeaders,
        response: responses({ 200: answerSchema }, 400, 401, 409, 422),
      },
    },
    async (request, reply) => {
      const answer = callAnswer<void>(request, () => ({
        status: 200,
        body: { success: true, message: apiMessages.ok },
      }));
      await services.sessions.end(signedIn(request).token, answer);
      return answer.send(reply);
    },
  );
};
