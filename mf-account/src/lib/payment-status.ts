import type { User } from '@greatstep/shared';

/**
 * Where the student's fee stands, as the payment page and the profile show it (docs/PRODUCT.md#payment-states).
 * Both pages read it from the stored user; a feature never imports another, so it lives here.
 */
export type PaymentStatus =
  | { state: 'unpaid' }
  | { state: 'pending'; reference: string | null }
  | { state: 'verified'; reference: string | null }
  | { state: 'rejected'; reference: string | null; reason: string | null };

/**
 * The stored user's `payment` when it has one; records stored before it existed have only the legacy `verified`
 * flag (docs/PRODUCT.md#the-stored-user): verified, or else not paid.
 */
export function paymentStatus(user: Pick<User, 'verified' | 'payment'>): PaymentStatus {
  const { payment } = user;
  if (payment === undefined) return user.verified ? { state: 'verified', reference: null } : { state: 'unpaid' };
  switch (payment.state) {
    case 'unpaid':
      return { state: 'unpaid' };
    case 'pending':
      return { state: 'pending', reference: payment.reference };
    case 'verified':
      return { state: 'verified', reference: payment.reference };
    case 'rejected':
      return { state: 'rejected', reference: payment.reference, reason: payment.rejectionReason };
  }
}

/** The words of each state, the same on both pages. */
export const paymentStatusWords = {
  verified: 'Participation fee paid',
  pending: 'Payment pending verification',
  rejected: 'Payment not accepted',
  reference: 'Reference',
  reason: 'Reason',
} as const;
