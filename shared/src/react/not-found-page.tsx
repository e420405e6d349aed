import { Link } from 'react-router-dom';
import styles from './not-found-page.module.css';

/**
 * The site's 404 (SPEC §2): the shell's for paths outside the route table, a remote's for ids it does not know
 * (an event id that is not an event), with one look.
 */
export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>Page not found | GreatStep 2025</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">404 Error</h1>
      <p className={styles.message}>This Page Doesn&apos;t Exist</p>
      <Link className="button" to={homePath}>
        Go back to Home
      </Link>
    </section>
  );
}
