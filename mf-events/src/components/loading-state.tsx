import styles from './loading-state.module.css';

/** An announced loading state; the spinner is decoration. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
