import { matchPath } from 'react-router';

/**
 * Whether a remote claims a path, by its published route patterns (routes.json), decided by React Router's own
 * `matchPath`: the function the shell's `resolvePath` calls in the browser (shell/src/lib/remotes/routes.ts) and the
 * remotes' routers match with, so the server and the browser cannot disagree on who owns a path
 * (docs/ARCHITECTURE.md#one-matcher-for-paths). `:name` is one segment, a trailing `*` the rest; letter case and a
 * trailing slash do not matter. The server answers a path no remote claims with 404, as the shell shows its 404 page.
 */
export type PagePathClaim = (pathname: string) => boolean;

/** null: some remote's list is not known here (an integrator's remote), so any page path may be that remote's. */
export function pagePathClaim(patterns: readonly string[] | null): PagePathClaim {
  if (patterns === null) return () => true;
  return (pathname) => patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}
