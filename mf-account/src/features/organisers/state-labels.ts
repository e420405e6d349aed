import type { PaymentState } from '@greatstep/shared/schemas';

/** The payment states in the organisers' words, in the order of a fee's life. */
export const stateLabels: Record<PaymentState, string> = {
  unpaid: 'Not paid',
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const paymentStates = Object.keys(stateLabels) as PaymentState[];

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export const formatRupees = (amount: number) => rupees.format(amount);

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

/** A phone link for a mobile as people type it (`+91 98765-43210`): digits and the plus sign only. */
export const telHref = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;
