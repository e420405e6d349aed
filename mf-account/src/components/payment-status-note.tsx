import type { ReactNode } from 'react';
import { paymentStatusWords as words, type PaymentStatus } from '../lib/payment-status';
import styles from './payment-status-note.module.css';

type ShownStatus = Exclude<PaymentStatus, { state: 'unpaid' }>;

/**
 * The fee's state in words, with the reference and the organiser's reason (docs/PRODUCT.md#payment-states). The
 * state is in the title, never in the colour alone; `children` are what the page asks the student to do next.
 */
export function PaymentStatusNote({ status, children }: { status: ShownStatus; children?: ReactNode }) {
  return (
    <div className={`${styles.note} ${styles[status.state]}`}>
      <p className={styles.title}>{words[status.state]}</p>
      {status.reference && (
        <p>
          {words.reference}: <span className={styles.reference}>{status.reference}</span>
        </p>
      )}
      {status.state === 'rejected' && status.reason && (
        <p className={styles.reason}>
          {words.reason}: {status.reason}
        </p>
      )}
      {children}
    </div>
  );
}
