import { Link } from 'react-router-dom';
import { useRemotes } from '../../lib/remotes';
import styles from './not-found-page.module.css';

/** SPEC §2 "404 page", for every path outside the route table. */
export function NotFoundPage() {
  // Shown only once every remote's list is in, so the home link is known unless the site publishes none.
  const home = useRemotes().links['home']?.path ?? new URL(document.baseURI).pathname;
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>Page not found | GreatStep 2025</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">404 Error</h1>
      <p className={styles.message}>This Page Doesn&apos;t Exist</p>
      <Link className="button" to={home}>
        Go back to Home
      </Link>
    </section>
  );
}
