import { Link } from 'react-router-dom';

/**
 * The site's 404 (docs/PRODUCT.md#404-page): the shell's for paths outside the route table, a remote's for ids it does
 * not know (an event id that is not an event), with one look: the shell's global.css (gs-not-found).
 */
export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <section className="gs-not-found" aria-labelledby="not-found-title">
      <title>Page not found | GreatStep 2025</title>
      <p className="gs-not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">404 Error</h1>
      <p className="gs-not-found-message">This Page Doesn&apos;t Exist</p>
      <Link className="button" to={homePath}>
        Go back to Home
      </Link>
    </section>
  );
}
