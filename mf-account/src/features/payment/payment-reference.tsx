import { useState, type FormEvent } from 'react';
import { userStore } from '@greatstep/shared';
import { useSubmit } from '@greatstep/shared/notify';
import { firstMessage, paymentMessages, paymentReferenceSchema } from '@greatstep/shared/schemas';
import { PaymentStatusNote } from '../../components/payment-status-note';
import { TextField } from '../../components/text-field';
import formStyles from '../../components/form.module.css';
import type { PaymentStatus } from '../../lib/payment-status';
import { submitPaymentReference } from './api/submit-payment-reference';
import styles from './payment-page.module.css';

type ShownStatus = Exclude<PaymentStatus, { state: 'unpaid' }>;

/** What the student does next, beside the state's note (docs/PRODUCT.md#payment-states). */
const nextStep: Record<ShownStatus['state'], string> = {
  pending:
    'An organiser checks it and a mail reaches you within 12 hours; your profile then shows the fee as paid. ' +
    'If you entered it wrong, correct it below.',
  rejected: 'Enter the reference of a new payment below.',
  verified: 'An organiser has verified your payment: there is nothing more to do.',
};

/** The fee's state once a reference is in, with the reference, the organiser's reason and what to do next. */
export function PaymentStateNote({ status }: { status: ShownStatus }) {
  return (
    <PaymentStatusNote status={status}>
      <p>{nextStep[status.state]}</p>
    </PaymentStatusNote>
  );
}

/**
 * The form for the payment's reference, until an organiser has verified it: "Already paid?" before a payment (none
 * yet, or one rejected), a correction while one is pending.
 */
export function ReferenceSection({ state }: { state: Exclude<PaymentStatus['state'], 'verified'> }) {
  const title = state === 'pending' ? 'Correct the reference' : 'Already paid?';
  return (
    <section aria-labelledby="payment-reference-title" className={styles.reference}>
      <h2 id="payment-reference-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {state !== 'pending' && (
        <p className={styles.intro}>
          Once you have paid, enter the payment&apos;s reference so an organiser can verify it.
        </p>
      )}
      <ReferenceForm />
    </section>
  );
}

function ReferenceForm() {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit } = useSubmit();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The rule and its words are the server's own (shared/src/schemas/payment.ts): no call for a reference it refuses.
    const parsed = paymentReferenceSchema.safeParse(reference);
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setError(undefined);
    void submit(
      async (toast) => {
        const answer = await submitPaymentReference(parsed.data);
        const current = userStore.get();
        // Stored like the profile refresh, with the session's token; someone who signed out meanwhile stays out.
        if (current?._id === answer.user._id) userStore.setFromLogin({ token: current.token, user: answer.user });
        setReference('');
        toast.success(paymentMessages.referenceSaved);
      },
      // A refusal (used by another account, already verified, a rejected reference again) belongs to the field; what
      // was typed stays for the student to correct.
      { onError: setError },
    );
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        id="payment-reference"
        label="Payment reference"
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={reference}
        onChange={(value) => {
          setReference(value);
          // A message goes once the reference could be right; the next submit shows its own outcome.
          if (error && paymentReferenceSchema.safeParse(value).success) setError(undefined);
        }}
        hint="The 12-digit UPI transaction id, or the receipt number of the payment form."
        error={error}
      />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          Submit reference
        </button>
      </div>
    </form>
  );
}
