import { messages, type User } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

export interface PaymentReferenceAnswer {
  user: User;
}

/**
 * PUT /payment/reference (docs/API.md#payment): the user with the payment now pending. The server's refusals (409:
 * used by another account, already verified, the same rejected reference) come back as the ApiError's message.
 */
export function submitPaymentReference(reference: string): Promise<PaymentReferenceAnswer> {
  return call<PaymentReferenceAnswer>(
    { method: 'PUT', url: '/payment/reference', data: { reference } },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );
}
