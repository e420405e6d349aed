import { contactEmail, PARTICIPATION_FEE_RUPEES } from '@greatstep/shared';
import { LoadingState, useCurUser } from '@greatstep/shared/react';
import { useEffect, useState } from 'react';
import { AccountCard } from '../../components/account-card';
import { paymentStatus } from '../../lib/payment-status';
import { getPaymentFormUrl } from './api/get-payment-form-url';
import styles from './payment-page.module.css';
import { PaymentReference } from './payment-reference';

type FormAddress = { status: 'loading' } | { status: 'ready'; url: string | undefined };

/**
 * The fee, the terms box that unlocks Proceed to Pay, the reference of a payment made, the notes
 * (docs/PRODUCT.md#payment).
 */
export function PaymentPage() {
  const [agreed, setAgreed] = useState(false);
  const [form, setForm] = useState<FormAddress>({ status: 'loading' });
  const user = useCurUser();
  const paid = user !== null && paymentStatus(user.user).state === 'verified';

  useEffect(() => {
    if (paid) return;
    let live = true;
    void getPaymentFormUrl().then((url) => live && setForm({ status: 'ready', url }));
    return () => {
      live = false;
    };
  }, [paid]);

  const fee = `₹${PARTICIPATION_FEE_RUPEES}`;
  return (
    <AccountCard title="Payment">
      <table className={styles.summary}>
        <caption className="visually-hidden">Payment summary</caption>
        <tbody>
          <tr>
            <th scope="row">GreatStep 2025 participation fee</th>
            <td>{fee}</td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td>{fee}</td>
          </tr>
        </tbody>
      </table>
      {/* A fee an organiser has verified is not paid twice: the way to pay goes. */}
      {!paid && (
        <>
          <div className={styles.terms}>
            <input
              id="payment-terms"
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <label htmlFor="payment-terms">I agree to the terms: the fee is paid once and is not refundable.</label>
          </div>
          {form.status === 'loading' && <LoadingState layout="block" label="Loading the payment form" />}
          {form.status === 'ready' && form.url !== undefined && (
            <div className={styles.proceed}>
              {agreed ? (
                <a className="button" href={form.url} target="_blank" rel="noopener noreferrer">
                  Proceed to Pay
                </a>
              ) : (
                // A link cannot be disabled; until the terms are accepted there is only a disabled button, which says why.
                <>
                  <button type="button" className="button" disabled aria-describedby="payment-why-disabled">
                    Proceed to Pay
                  </button>
                  <p id="payment-why-disabled" className={styles.why}>
                    Tick the terms above to go on to the payment form.
                  </p>
                </>
              )}
            </div>
          )}
          {form.status === 'ready' && form.url === undefined && (
            // No address set (account-config.json) or none readable: never a link to nowhere.
            <p role="status" className={styles.soon}>
              Online payment opens soon. Until then, write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> to
              ask how to pay the fee.
            </p>
          )}
        </>
      )}
      <PaymentReference />
      <h2 className={styles.notesTitle}>Notes</h2>
      <ul className={styles.notes}>
        <li>The participation fee of {fee} is paid once and is non-refundable.</li>
        <li>
          After you pay, a verification mail reaches you within 12 hours; your profile then shows the fee as paid.
        </li>
        <li>Use the e-mail address of your GreatStep account in the payment form.</li>
      </ul>
    </AccountCard>
  );
}
