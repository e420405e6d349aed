/**
 * The page paths the remotes publish (their routes.json), matched on the server by the rules their routers use:
 * `:name` is one path segment, a trailing `*` is the rest, letter case and a trailing slash don't matter. The server
 * answers a path no remote claims with 404 (and the shell, whose router shows the 404 page).
 */
export type PagePathClaim = (pathname: string) => boolean;

function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** null: some remote's list is not known here (an integrator's remote), so any page path may be that remote's. */
export function pagePathClaim(patterns: readonly string[] | null): PagePathClaim {
  if (patterns === null) return () => true;
  const expressions = patterns.map(patternToRegExp);
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}
