import { NotFoundPage as SiteNotFoundPage } from '@greatstep/shared/react';
import { useRemotes } from '../../lib/remotes';

/** The 404 page (docs/PRODUCT.md#404-page), for every path outside the route table. */
export function NotFoundPage() {
  // Shown only once every remote's list is in, so the home link is known unless the site publishes none.
  const home = useRemotes().links['home']?.path ?? new URL(document.baseURI).pathname;
  return <SiteNotFoundPage homePath={home} />;
}
