import { matchPath } from 'react-router-dom';
import type { PublishedLink, RemotesState } from '../../lib/remotes';

/**
 * Whether a link is highlighted on this pathname: on its own path, and with `wholeRemote` on every path of the
 * remote that publishes it (Events on every events page; SignIn/Profile on every account page;
 * docs/PRODUCT.md#navigation-bar).
 */
export function isActiveOn(
  link: PublishedLink,
  wholeRemote: boolean,
  pathname: string,
  resolve: RemotesState['resolve'],
): boolean {
  if (matchPath(link.path, pathname) !== null) return true;
  if (!wholeRemote) return false;
  const owner = resolve(pathname);
  return owner.kind === 'remote' && owner.remote === link.remote;
}
