import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  fieldMessages,
  REJECTION_REASON_MAX,
  rejectionReasonSchema,
  rejectPaymentBodySchema,
} from '@greatstep/shared/schemas';
import type { AccountRow } from '@greatstep/shared/organisers';
import { isApiError } from '@greatstep/shared/api';
import { notify, useSubmit } from '@greatstep/shared/notify';
import { FieldError } from '../../components/text-field';
import { rejectPayment, verifyPayment, type PaymentDecision } from './api/payment-decisions';
import formStyles from '../../components/form.module.css';
import styles from './organisers.module.css';

interface PaymentActionsProps {
  account: AccountRow;
  /** The account as the server answered it after the decision. */
  onDecided: (account: AccountRow) => void;
  /** Another organiser decided first, or the student changed the reference since (409): the list is asked again. */
  onStale: () => void;
}

const fullName = (account: AccountRow) => `${account.firstName} ${account.lastName}`;

/**
 * Verify (a pending reference, or a fee paid at the desk) and reject (a pending reference, with the reason the
 * student is mailed). Each is one click and a confirmation in place: the mail goes out with the decision, so there
 * is nothing to undo it with afterwards (docs/PRODUCT.md#organisers-area).
 */
export function PaymentActions({ account, onDecided, onStale }: PaymentActionsProps) {
  const [mode, setMode] = useState<'idle' | 'verify' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const { busy, submit } = useSubmit();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const name = fullName(account);
  const { state } = account.payment;

  useEffect(() => {
    if (mode === 'verify') confirmRef.current?.focus();
    if (mode === 'reject') reasonRef.current?.focus();
  }, [mode]);

  if (state === 'verified' || state === 'rejected') return null;

  function settle(decision: PaymentDecision & { message: string }) {
    onDecided(decision.account);
    setMode('idle');
    setReason('');
    if (!decision.mailed) notify.warning(decision.message);
  }

  const onFailure = (_message: string, error: unknown) => {
    if (!isApiError(error) || error.status !== 409) return;
    // The payment is not as listed: the organiser looks at the fresh row before deciding again (a typed reason stays).
    setMode('idle');
    onStale();
  };

  function verify() {
    void submit(
      async (toast) => {
        // The reference the organiser is looking at: a new one the student entered meanwhile is refused (409).
        const decision = await verifyPayment(account._id, account.payment.reference);
        if (decision.mailed) toast.success(decision.message);
        else toast.dismiss();
        settle(decision);
      },
      { onError: onFailure },
    );
  }

  function reject(event: FormEvent) {
    event.preventDefault();
    const checked = rejectPaymentBodySchema.safeParse({ reason, reference: account.payment.reference });
    if (!checked.success) {
      setReasonError(fieldMessages(checked.error).reason);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(undefined);
    void submit(
      async (toast) => {
        const decision = await rejectPayment(account._id, checked.data);
        if (decision.mailed) toast.success(decision.message);
        else toast.dismiss();
        settle(decision);
      },
      { onError: onFailure },
    );
  }

  const reasonId = `reason-${account._id}`;
  if (mode === 'verify') {
    return (
      <div role="group" aria-label={`Verify the payment of ${name}`} className={styles.decision}>
        <p>
          Verify the fee of {name}? They are mailed at once
          {state === 'unpaid' ? ' (no reference: paid at the desk)' : ''}.
        </p>
        <div className={styles.buttons}>
          <button ref={confirmRef} type="button" className="button" disabled={busy} onClick={verify}>
            Confirm verify
          </button>
          <button type="button" className={`button ${formStyles.secondary}`} onClick={() => setMode('idle')}>
            Cancel
          </button>
        </div>
      </div>
    );
  }
  if (mode === 'reject') {
    return (
      <form aria-label={`Reject the payment of ${name}`} className={styles.decision} onSubmit={reject} noValidate>
        <label htmlFor={reasonId}>Reason, mailed to {name}</label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            // The message goes once there is a reason to mail; the next confirm checks it again.
            if (reasonError && rejectionReasonSchema.safeParse(event.target.value).success) {
              setReasonError(undefined);
            }
          }}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
        />
        <FieldError id={`${reasonId}-error`} message={reasonError} />
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={busy}>
            Confirm reject
          </button>
          <button type="button" className={`button ${formStyles.secondary}`} onClick={() => setMode('idle')}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.buttons}>
      <button type="button" className="button" aria-label={`Verify ${name}`} onClick={() => setMode('verify')}>
        Verify
      </button>
      {state === 'pending' && (
        <button
          type="button"
          className={`button ${formStyles.secondary}`}
          aria-label={`Reject ${name}`}
          onClick={() => setMode('reject')}
        >
          Reject
        </button>
      )}
    </div>
  );
}
