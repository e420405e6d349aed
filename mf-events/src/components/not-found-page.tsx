import { Link } from 'react-router-dom';
import styles from './not-found-page.module.css';

/** The site's 404 (SPEC §2), with the shell's look, for event ids that are not events. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>Page not found | GreatStep 2025</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">404 Error</h1>
      <p className={styles.message}>This Page Doesn&apos;t Exist</p>
      <Link className="button" to="/">
        Go back to Home
      </Link>
    </section>
  );
}
