import type { ReactNode } from 'react';
import styles from './form.module.css';

interface AccountCardProps {
  title: string;
  children: ReactNode;
  /** Wider card for tables (the profile). */
  wide?: boolean;
}

/** Every account screen: the page frame, the document title and one card with the page's heading. */
export function AccountCard({ title, children, wide = false }: AccountCardProps) {
  return (
    <section aria-labelledby="page-title" className="gs-page">
      <title>{`${title} | GreatStep 2025`}</title>
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
