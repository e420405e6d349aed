import formStyles from '../../components/form.module.css';
import styles from './organisers.module.css';

interface PagerProps {
  /** Names the navigation for a screen reader ("Registration pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and next through a list the server pages, with where the reader is. */
export function Pager({ label, page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button
        type="button"
        className={`button ${formStyles.secondary}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={`button ${formStyles.secondary}`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
