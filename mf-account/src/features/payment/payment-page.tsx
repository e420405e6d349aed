import { PARTICIPATION_FEE_RUPEES, userStore } from '@greatstep/shared';
import { useCurUser } from '@greatstep/shared/react';
import { useEffect, useState } from 'react';
import { AccountCard } from '../../components/account-card';
import { paymentStatus } from '../../lib/payment-status';
import { updateUser } from '../../lib/update-user';
import { getPaymentFormUrl } from './api/get-payment-form-url';
import styles from './payment-page.module.css';
import { PaymentNotes } from './payment-notes';
import { PaymentStateNote, ReferenceSection } from './payment-reference';
import { WayToPay, type FormAddress } from './way-to-pay';

/**
 * The fee, then only what the fee's state calls for (docs/PRODUCT.md#payment): before a payment (none yet, or one
 * rejected) the way to pay, the reference's form and the notes; while a reference is pending, its note and a way to
 * correct it; once verified, the note alone (nobody pays twice).
 */
export function PaymentPage() {
  const user = useCurUser();
  const status = user === null ? undefined : paymentStatus(user.user);
  const beforePaying = status?.state === 'unpaid' || status?.state === 'rejected';
  const [form, setForm] = useState<FormAddress>({ status: 'loading' });
  const email = user?.email;

  useEffect(() => {
    if (email === undefined) return;
    // The stored state may be older than an organiser's decision (a verified fee shown as pending, its form still
    // there): the page asks for the account's state as it opens. Until then, and if that fails, the stored state
    // stands; an ended session clears it in the API client.
    const asked = userStore.get();
    let live = true;
    updateUser(email).then(
      // Nothing newer came meanwhile (a reference just saved): the answer is the fresher record.
      (answer) => live && userStore.get() === asked && userStore.setFromLogin(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [email]);

  useEffect(() => {
    if (!beforePaying) return;
    let live = true;
    void getPaymentFormUrl().then((url) => live && setForm({ status: 'ready', url }));
    return () => {
      live = false;
    };
  }, [beforePaying]);

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
      {status !== undefined && status.state !== 'unpaid' && <PaymentStateNote status={status} />}
      {beforePaying && <WayToPay form={form} />}
      {status !== undefined && status.state !== 'verified' && <ReferenceSection state={status.state} />}
      {beforePaying && <PaymentNotes fee={fee} withForm={form.status === 'ready' && form.url !== undefined} />}
    </AccountCard>
  );
}
