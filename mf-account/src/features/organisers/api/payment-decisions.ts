import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { AccountRow } from '@greatstep/shared/organisers';
import type { RejectPaymentRequest, VerifyPaymentRequest } from '@greatstep/shared/schemas';

export interface PaymentDecision {
  account: AccountRow;
  /** false: decided, but the student's mail could not be sent. */
  mailed: boolean;
}

const decide = (userId: string, decision: 'verify' | 'reject', data: VerifyPaymentRequest | RejectPaymentRequest) =>
  call<PaymentDecision & { message: string }>(
    { method: 'POST', url: `/organisers/payments/${encodeURIComponent(userId)}/${decision}`, data },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );

/**
 * POST /organisers/payments/{userId}/verify, of the reference the list showed (null: paid at the desk): 409 when
 * another organiser decided first, or the student changed the reference since.
 */
export const verifyPayment = (userId: string, reference: string | null) => decide(userId, 'verify', { reference });

/** POST /organisers/payments/{userId}/reject: the reason is mailed to the student as written. */
export const rejectPayment = (userId: string, body: RejectPaymentRequest) => decide(userId, 'reject', body);
