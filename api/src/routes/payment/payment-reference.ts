import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentMessages, paymentReferenceBodySchema, userAnswerSchema, type User } from '@greatstep/shared/isomorphic';
import { callAnswer } from '../answer-record';
import { signedIn } from '../authenticate';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

/** The student's proof of payment (docs/PRODUCT.md#payment-states). */
export const paymentReferenceRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { services, authenticate, limits, keyed },
) => {
  app.put(
    '/payment/reference',
    {
      onRequest: authenticate,
      preHandler: keyed.perCaller,
      schema: {
        tags: ['payment'],
        summary: 'Enter or correct the reference of the fee payment; an organiser then verifies or rejects it',
        description:
          'A 12-digit UPI transaction id, or the receipt number of the payment form (6 to 30 letters, digits, ' +
          'hyphens or underscores, with at least one letter). The payment becomes pending; it can be corrected ' +
          'until it is verified (409 after), and a reference another account entered is refused (409).',
        security: signedInSecurity,
        headers: keyedHeaders,
        body: paymentReferenceBodySchema,
        response: responses({ 200: userAnswerSchema }, 400, 401, 409, 413, 422, 429),
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await limits.throttlePaymentReference(user.id);
      const answer = callAnswer(request, (updated: User) => ({
        status: 200,
        body: { success: true, message: paymentMessages.referenceSaved, user: updated },
      }));
      await services.payments.submitReference(user.id, request.body.reference, answer);
      return answer.send(reply);
    },
  );
};
