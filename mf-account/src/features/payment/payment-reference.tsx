import { useState, type FormEvent } from 'react';
import { userStore } from '@greatstep/shared';
import { useSubmit } from '@greatstep/shared/notify';
import { useCurUser } from '@greatstep/shared/react';
import { firstMessage, paymentMessages, paymentReferenceSchema } from '@greatstep/shared/schemas';
import { PaymentStatusNote } from '../../components/payment-status-note';
import { TextField } from '../../components/text-field';
import formStyles from '../../components/form.module.css';
import { paymentStatus } from '../../lib/payment-status';
import { submitPaymentReference } from './api/submit-payment-reference';
import styles from './payment-page.module.css';

/**
 * "Already paid?": the fee's state from the stored user, and the form for the payment's reference until an organiser
 * has verified it (docs/PRODUCT.md#payment-states).
 */
export function PaymentReference() {
  const user = useCurUser();
  if (user === null) return null;
  const status = paymentStatus(user.user);
  return (
    <section aria-labelledby="payment-reference-title" className={styles.reference}>
      <h2 id="payment-reference-title" className={styles.sectionTitle}>
        Already paid?
      </h2>
      {status.state === 'unpaid' && (
        <p className={styles.intro}>
          Once you have paid, enter the payment&apos;s reference so an organiser can verify it.
        </p>
      )}
      {status.state === 'pending' && (
        <PaymentStatusNote status={status}>
          <p>An organiser will check it soon. Until then you can correct it below.</p>
        </PaymentStatusNote>
      )}
      {status.state === 'rejected' && (
        <PaymentStatusNote status={status}>
          <p>Enter the reference of a new payment below.</p>
        </PaymentStatusNote>
      )}
      {status.state === 'verified' ? (
        <PaymentStatusNote status={status}>
          <p>An organiser has verified your payment: there is nothing more to do.</p>
        </PaymentStatusNote>
      ) : (
        <ReferenceForm />
      )}
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
