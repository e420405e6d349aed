import './zod-config';
import { z } from './zod';
import { messages } from '../messages';
import { hasUnsafeCharacters } from './fields';

/**
 * Where a student's fee stands (docs/PRODUCT.md#payment-states): `unpaid` until they enter a reference, `pending`
 * until an organiser looks at it, then `verified` or `rejected` (a new reference makes it `pending` again).
 */
export const PAYMENT_STATES = ['unpaid', 'pending', 'verified', 'rejected'] as const;

export type PaymentState = (typeof PAYMENT_STATES)[number];

export const paymentStateSchema = z.enum(PAYMENT_STATES);

/** Bounds of what an organiser writes to a student whose reference they refuse. */
export const REJECTION_REASON_MAX = 500;

/**
 * Words of the payment calls: the payment page shows the rule before any call, the API answers with the same words,
 * and the tests read them here. Not in the main entry: only the payment and organiser pages need them.
 */
export const paymentMessages = {
  referenceFormat:
    'Enter the 12-digit UPI transaction id, or the receipt number of the payment form (6 to 30 letters and digits)',
  referenceSaved: 'Payment reference saved, an organiser will verify it soon',
  referenceTaken: 'This payment reference is already used by another account',
  referenceRejectedAgain: 'This reference was not accepted, please enter the reference of a new payment',
  alreadyVerified: 'Your payment is already verified',
  reasonRequired: 'Give the student a reason',
  decidedReference:
    'Give the reference you decided on: the one the list shows, or null for a fee paid at the desk (no reference)',
  referenceChanged: 'The student changed the reference; look again',
  reasonTooLong: `The reason can have at most ${REJECTION_REASON_MAX} characters`,
} as const;

/**
 * A UPI transaction id (UTR) is exactly 12 digits. A receipt number of the payment form is 6 to 30 letters, digits,
 * hyphens or underscores, starting and ending with a letter or digit, and holds at least one letter: so a UPI id
 * typed with a digit too many or too few is refused instead of being taken for a receipt.
 */
export const UPI_REFERENCE = /^\d{12}$/;
export const RECEIPT_REFERENCE = /^(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9][\w-]{4,28}[A-Za-z0-9]$/;

export function isPaymentReference(value: string): boolean {
  return UPI_REFERENCE.test(value) || RECEIPT_REFERENCE.test(value);
}

/** Spaces are dropped (apps print the id in groups), the case is kept: the payment provider's records are searched as typed. */
export const paymentReferenceSchema = z
  .string({ error: paymentMessages.referenceFormat })
  .max(100, { error: paymentMessages.referenceFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .refine(isPaymentReference, { error: paymentMessages.referenceFormat });

/**
 * What makes two references one (docs/API.md#payment): the case, and the hyphens, underscores and spaces a receipt
 * number is printed or typed with (`GSRC-PT…` and `GSRCPT…`). The database's unique index applies the same rule
 * (`api/src/db/schema.ts`).
 */
export function paymentReferenceKey(reference: string): string {
  return reference.replace(/[-_\s]/g, '').toLowerCase();
}

export const sameReference = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : paymentReferenceKey(a) === paymentReferenceKey(b);

/** PUT /payment/reference */
export const paymentReferenceBodySchema = z.object({ reference: paymentReferenceSchema });

/** What an organiser writes when refusing a reference, mailed to the student as it is: line breaks allowed. */
export const rejectionReasonSchema = z
  .string({ error: paymentMessages.reasonRequired })
  .refine((value) => !hasUnsafeCharacters(value.replace(/\r?\n/g, ' ')), {
    error: messages.unsafeCharacters,
    abort: true,
  })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { error: paymentMessages.reasonRequired })
      .max(REJECTION_REASON_MAX, { error: paymentMessages.reasonTooLong }),
  );

/**
 * The reference an organiser decided on, as the list showed it (null: no reference, a fee paid at the desk). Checked
 * against the account's under its lock, so a reference the student changed meanwhile is never the one decided on.
 * Not held to the rule of a new reference: one entered under an older rule is decided on all the same.
 */
export const decidedReferenceSchema = z
  .string({ error: paymentMessages.decidedReference })
  .refine((value) => !hasUnsafeCharacters(value), { error: messages.unsafeCharacters, abort: true })
  .max(100, { error: paymentMessages.decidedReference })
  .nullable()
  .meta({ description: 'The reference the decision is about, as listed; null for a fee paid at the desk' });

/** POST /organisers/payments/{userId}/verify */
export const verifyPaymentBodySchema = z.object({ reference: decidedReferenceSchema });

/** POST /organisers/payments/{userId}/reject */
export const rejectPaymentBodySchema = z.object({ reason: rejectionReasonSchema, reference: decidedReferenceSchema });

/** The fee of one account as the API shows it to its owner and to organisers. */
export const paymentSchema = z.object({
  state: paymentStateSchema,
  reference: z.string().nullable().meta({ description: 'UPI transaction id or receipt number, as entered' }),
  rejectionReason: z.string().nullable().meta({ description: "The organiser's reason, while the state is rejected" }),
});

export type Payment = z.output<typeof paymentSchema>;
export type PaymentReferenceRequest = z.input<typeof paymentReferenceBodySchema>;
export type VerifyPaymentRequest = z.input<typeof verifyPaymentBodySchema>;
export type RejectPaymentRequest = z.input<typeof rejectPaymentBodySchema>;
