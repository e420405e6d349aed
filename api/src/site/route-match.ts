import { matchRoutes } from 'react-router';

/**
 * The route a remote's router shows for a path, and its parameters: React Router's `matchRoutes`, which ranks the
 * patterns as `<Routes>` does (fixed segments before parameters, a splat last) and decodes the path as the browser's
 * router does (docs/ARCHITECTURE.md#one-matcher-for-paths). The server runs the routers' own code instead of a copy of
 * their rules, so a path the browser shows a page for is the path the server answers for.
 */
export interface RouteMatch {
  /** The pattern of routes.json that matched. */
  pattern: string;
  /** Its parameters' values, decoded, as the page reads them (`useParams`). */
  params: Readonly<Record<string, string>>;
}

export type RouteMatcher = (pathname: string) => RouteMatch | null;

/**
 * The path as the router would read it when one of its segments is no valid percent-encoding: the router then keeps
 * the whole path as written, and says so on the console. Escaping every `%` gives it a path that decodes to exactly
 * that, so the answer is the same and a request cannot write to the server's console.
 */
function decodable(pathname: string): string {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return pathname;
  } catch {
    return pathname.replaceAll('%', '%25');
  }
}

export function routeMatcher(patterns: readonly string[]): RouteMatcher {
  const routes = patterns.map((path) => ({ path }));
  return (pathname) => {
    const [match] = matchRoutes(routes, decodable(pathname)) ?? [];
    if (!match?.route.path) return null;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = value;
    return { pattern: match.route.path, params };
  };
}
