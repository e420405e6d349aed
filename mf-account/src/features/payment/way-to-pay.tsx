import { contactEmail } from '@greatstep/shared';
import { LoadingState } from '@greatstep/shared/react';
import { useState } from 'react';
import styles from './payment-page.module.css';

/** The payment form's address: still being read, or read (undefined when none is set or it is not http(s)). */
export type FormAddress = { status: 'loading' } | { status: 'ready'; url: string | undefined };

/**
 * How to pay, for a fee not paid yet or rejected: the terms box and Proceed to Pay when the organisers have set the
 * payment form's address, or else the society's e-mail. With no form there is no box: it would unlock nothing
 * (docs/PRODUCT.md#payment).
 */
export function WayToPay({ form }: { form: FormAddress }) {
  if (form.status === 'loading') return <LoadingState layout="block" label="Loading the payment form" />;
  if (form.url === undefined) {
    return (
      // No address set (account-config.json) or none readable: never a link to nowhere.
      <p role="status" className={styles.soon}>
        Online payment opens soon. Until then, write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> to ask how
        to pay the fee.
      </p>
    );
  }
  return <ProceedToPay url={form.url} />;
}

function ProceedToPay({ url }: { url: string }) {
  const [agreed, setAgreed] = useState(false);
  return (
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
      <div className={styles.proceed}>
        {agreed ? (
          <a className="button" href={url} target="_blank" rel="noopener noreferrer">
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
    </>
  );
}
