import type { Executor } from '../db/database';

/**
 * What a call that changes something hands the service doing its write (docs/API.md#idempotency): the service says
 * what it did inside the write's own transaction, and the call's answer to that is stored there with the call's
 * Idempotency-Key. A write that commits then always has its answer stored, and one that rolls back never has, whatever
 * fails after. The service never sees the answer or its status: the route makes it from the result.
 */
export interface AnswerRecord<T> {
  /**
   * On every way the service succeeds, in the write's transaction. Called again after the commit, outside it, when
   * the result is known better then (a mail sent); a repeat that comes between gets the first one.
   */
  done(tx: Executor, result: T): Promise<void>;
  /** The write was taken back after its commit (its mail failed): its answer goes too, so a repeat does it again. */
  undone(tx?: Executor): Promise<void>;
}

/** For a caller that keeps no answer: the command line on the database, a service calling another. */
export const NO_RECORD: AnswerRecord<unknown> = {
  done: () => Promise.resolve(),
  undone: () => Promise.resolve(),
};
