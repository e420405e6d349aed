import { and, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { PaymentState } from '@greatstep/shared/isomorphic';
import type { Db, Executor } from '../database';
import { users } from '../schema';
import { publicUserColumns, type PublicUserRow } from './users-repository';

/** The unique index that keeps one payment reference to one account, whatever its case, hyphens or underscores. */
export const REFERENCE_TAKEN = 'users_payment_reference_key_unique';

export interface PaymentDecision {
  state: PaymentState;
  rejectionReason: string | null;
}

/**
 * One account's payment fields, changed only while `condition` still holds of its row: the condition is part of the
 * update, so a change made between a read and this write is never overwritten (undefined then).
 */
async function updatePayment(
  userId: string,
  fields: Partial<typeof users.$inferInsert>,
  condition: SQL,
  tx: Executor,
): Promise<PublicUserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set(fields)
    .where(and(eq(users.id, userId), condition))
    .returning(publicUserColumns);
  return row;
}

export function createPaymentsRepository(db: Db) {
  return {
    /**
     * The student's new reference: pending again, any earlier rejection forgotten. Never once verified (the
     * condition is part of the update, so no verify between a read and this write is lost): undefined then. Throws a
     * unique violation (REFERENCE_TAKEN) for a reference of another account.
     */
    async submitReference(
      userId: string,
      reference: string,
      at: Date,
      tx: Executor,
    ): Promise<PublicUserRow | undefined> {
      return updatePayment(
        userId,
        { paymentState: 'pending', paymentReference: reference, paymentRejectionReason: null, paymentUpdatedAt: at },
        ne(users.paymentState, 'verified'),
        tx,
      );
    },

    /**
     * An organiser's decision, taken only while the payment is in one of the `from` states and still has the
     * `reference` it was decided on: of two decisions racing on one payment, or a decision and a new reference, the
     * second finds the row changed and updates nothing (undefined).
     */
    async decide(
      userId: string,
      from: readonly PaymentState[],
      reference: string | null,
      decision: PaymentDecision,
      at: Date,
      tx: Executor,
    ): Promise<PublicUserRow | undefined> {
      return updatePayment(
        userId,
        { paymentState: decision.state, paymentRejectionReason: decision.rejectionReason, paymentUpdatedAt: at },
        and(
          inArray(users.paymentState, [...from]),
          reference === null ? isNull(users.paymentReference) : eq(users.paymentReference, reference),
        )!,
        tx,
      );
    },

    /** How many accounts are in each payment state (a state no account is in is absent). */
    async countByState(tx: Executor = db): Promise<Array<{ state: PaymentState; accounts: number }>> {
      return tx.select({ state: users.paymentState, accounts: count() }).from(users).groupBy(users.paymentState);
    },
  };
}
