import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/database';
import type { AnswerRecord } from '../services/answer-record';

/** What a call answers: its status and JSON body. */
export interface Answer {
  status: number;
  body: { success: true; message: string } & Record<string, unknown>;
}

/** The answer record a route hands its service, and the answer the service's result made. */
export interface CallAnswer<T> extends AnswerRecord<T> {
  /** Sends the answer of what the service recorded last. */
  send(reply: FastifyReply): FastifyReply;
}

/**
 * For a call that changes something: `toAnswer` makes the call's answer from what the service did, inside the
 * service's transaction (`tx`, for what the answer reads), where it is stored with the call's Idempotency-Key if it
 * has one (docs/API.md#idempotency). The route then sends that same answer, key or not.
 */
export function callAnswer<T>(
  request: FastifyRequest,
  toAnswer: (result: T, tx: Executor) => Answer | Promise<Answer>,
): CallAnswer<T> {
  let answer: Answer | undefined;
  return {
    async done(tx, result) {
      answer = await toAnswer(result, tx);
      await request.callKey?.keep({ status: answer.status, answer: answer.body }, tx);
    },
    async undone(tx) {
      answer = undefined;
      await request.callKey?.forget(tx);
    },
    send(reply) {
      if (!answer) throw new Error(`${request.routeOptions.url} answered but its service recorded nothing done`);
      return reply.code(answer.status).send(answer.body);
    },
  };
}
