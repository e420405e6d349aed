import type { PaymentState } from '@greatstep/shared/schemas';
import { stateLabels } from './state-labels';
import styles from './organisers.module.css';

/** A payment's state in the organisers' words, in its own colour (the word says it too, never the colour alone). */
export function StateBadge({ state }: { state: PaymentState }) {
  return <span className={`${styles.state} ${styles[state]}`}>{stateLabels[state]}</span>;
}
