import styles from './payment-page.module.css';

/**
 * The notes before a payment (docs/PRODUCT.md#payment): the fee's terms, what happens once the reference is in, and,
 * when there is a payment form, which e-mail to give it.
 */
export function PaymentNotes({ fee, withForm }: { fee: string; withForm: boolean }) {
  return (
    <>
      <h2 className={styles.notesTitle}>Notes</h2>
      <ul className={styles.notes}>
        <li>The participation fee of {fee} is paid once and is non-refundable.</li>
        <li>
          Once you have entered your payment&apos;s reference, an organiser verifies it and a mail reaches you within 12
          hours; your profile then shows the fee as paid.
        </li>
        {withForm && <li>Use the e-mail address of your GreatStep account in the payment form.</li>}
      </ul>
    </>
  );
}
