import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentDecisionAnswerSchema,
  paymentMessages,
  paymentParamsSchema,
  rejectPaymentBodySchema,
  verifyPaymentBodySchema,
} from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signedIn } from '../authenticate';
import { organiserActor } from '../../services/actor';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { ORGANISER_REFUSALS, organiserCall } from './organiser-schema';

/** An organiser's decision on a student's payment, mailed to the student at once (docs/PRODUCT.md#payment-states). */
export const organiserPaymentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services }) => {
  const { payments, organisers } = services;
  const answers = responses({ 200: paymentDecisionAnswerSchema }, 400, ...ORGANISER_REFUSALS, 404, 409, 413);

  app.post(
    '/organisers/payments/:userId/verify',
    {
      schema: {
        ...organiserCall,
        summary: 'Verify the fee of an account (pending, or unpaid when paid at the desk) and mail the student',
        description:
          'One decision per payment: a verify and a reject of one payment never both succeed (409). `reference` is ' +
          'the one the organiser decided on, as listed (null: none, a fee paid at the desk); 409 "' +
          paymentMessages.referenceChanged +
          '" when the account\'s is no longer the same (hyphens, underscores, spaces and case aside).',
        params: paymentParamsSchema,
        body: verifyPaymentBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = organiserActor(signedIn(request).user);
      const { account, mailed } = await payments.verify(actor, { id: request.params.userId }, request.body.reference);
      return {
        success: true,
        message: mailed ? apiMessages.paymentVerified : apiMessages.decisionNotMailed,
        account: await organisers.accountRow(account),
        mailed,
      };
    },
  );

  app.post(
    '/organisers/payments/:userId/reject',
    {
      schema: {
        ...organiserCall,
        summary: "Reject a pending payment's reference and mail the student the reason and what to do next",
        description:
          '`reference` is the one the organiser decided on, as listed; 409 "' +
          paymentMessages.referenceChanged +
          '" when the account\'s is no longer the same.',
        params: paymentParamsSchema,
        body: rejectPaymentBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = organiserActor(signedIn(request).user);
      const { reason, reference } = request.body;
      const { account, mailed } = await payments.reject(actor, { id: request.params.userId }, reason, reference);
      return {
        success: true,
        message: mailed ? apiMessages.paymentRejected : apiMessages.decisionNotMailed,
        account: await organisers.accountRow(account),
        mailed,
      };
    },
  );
};
