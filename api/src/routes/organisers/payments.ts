import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentDecisionAnswerSchema,
  paymentMessages,
  paymentParamsSchema,
  rejectPaymentBodySchema,
  verifyPaymentBodySchema,
} from '@greatstep/shared/isomorphic';
import type { Executor } from '../../db/database';
import { apiMessages } from '../../lib/api-messages';
import { organiserActor } from '../../services/actor';
import type { DecisionOutcome } from '../../services/payments-service';
import { callAnswer } from '../answer-record';
import { signedIn } from '../authenticate';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { ORGANISER_REFUSALS, organiserCall } from './organiser-schema';

/** An organiser's decision on a student's payment, mailed to the student at once (docs/PRODUCT.md#payment-states). */
export const organiserPaymentRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, keyed }) => {
  const { payments, organisers } = services;
  const answers = responses({ 200: paymentDecisionAnswerSchema }, 400, ...ORGANISER_REFUSALS, 404, 409, 413, 422);
  /** A decision's answer, with the account as the organisers' list shows it, read in the decision's transaction. */
  const decisionAnswer =
    (decided: string) =>
    async ({ account, mailed }: DecisionOutcome, tx: Executor) => ({
      status: 200,
      body: {
        success: true as const,
        message: mailed ? decided : apiMessages.decisionNotMailed,
        account: await organisers.accountRow(account, tx),
        mailed,
      },
    });

  app.post(
    '/organisers/payments/:userId/verify',
    {
      preHandler: keyed.perCaller,
      schema: {
        ...organiserCall,
        summary: 'Verify the fee of an account (pending, or unpaid when paid at the desk) and mail the student',
        description:
          'One decision per payment: a verify and a reject of one payment never both succeed (409). `reference` is ' +
          'the one the organiser decided on, as listed (null: none, a fee paid at the desk); 409 "' +
          paymentMessages.referenceChanged +
          '" when the account\'s is no longer the same (hyphens, underscores, spaces and case aside).',
        headers: keyedHeaders,
        params: paymentParamsSchema,
        body: verifyPaymentBodySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const actor = organiserActor(signedIn(request).user);
      const answer = callAnswer(request, decisionAnswer(apiMessages.paymentVerified));
      await payments.verify(actor, { id: request.params.userId }, request.body.reference, answer);
      return answer.send(reply);
    },
  );

  app.post(
    '/organisers/payments/:userId/reject',
    {
      preHandler: keyed.perCaller,
      schema: {
        ...organiserCall,
        summary: "Reject a pending payment's reference and mail the student the reason and what to do next",
        description:
          '`reference` is the one the organiser decided on, as listed; 409 "' +
          paymentMessages.referenceChanged +
          '" when the account\'s is no longer the same.',
        headers: keyedHeaders,
        params: paymentParamsSchema,
        body: rejectPaymentBodySchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const actor = organiserActor(signedIn(request).user);
      const { reason, reference } = request.body;
      const answer = callAnswer(request, decisionAnswer(apiMessages.paymentRejected));
      await payments.reject(actor, { id: request.params.userId }, reason, reference, answer);
      return answer.send(reply);
    },
  );
};
