import styles from './problem-panel.module.css';

interface ProblemPanelProps {
  title: string;
  detail: string;
  onRetry: () => void;
}

/** A failure shown inside the layout, with a Retry that really tries again. */
export function ProblemPanel({ title, detail, onRetry }: ProblemPanelProps) {
  return (
    // data-problem: what a page prerendered by the server tells apart from a page drawn (lib/prerender/server-page.ts).
    <section className={styles.panel} aria-labelledby="problem-title" data-problem="">
      <h1 id="problem-title" className={styles.title}>
        {title}
      </h1>
      <p role="alert">{detail}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
