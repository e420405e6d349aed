import styles from './form.module.css';

/** The loading animation; the text is for screen readers, the spinner for everyone else. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
