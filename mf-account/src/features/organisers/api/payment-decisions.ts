import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { AccountRow } from '@greatstep/shared/organisers';

export interface PaymentDecision {
  account: AccountRow;
  /** false: decided, but the student's mail could not be sent. */
  mailed: boolean;
}

const decide = (userId: string, decision: 'verify' | 'reject', data?: { reason: string }) =>
  call<PaymentDecision & { message: string }>(
    { method: 'POST', url: `/organisers/payments/${encodeURIComponent(userId)}/${decision}`, data },
    { networkMessage: messages.serverUnreachable },
  );

/** POST /organisers/payments/{userId}/verify: 409 when another organiser decided first. */
export const verifyPayment = (userId: string) => decide(userId, 'verify');

/** POST /organisers/payments/{userId}/reject: the reason is mailed to the student as written. */
export const rejectPayment = (userId: string, reason: string) => decide(userId, 'reject', { reason });
