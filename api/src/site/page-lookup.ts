import type { PublishedPage, PublishedPages } from './published-pages';

/**
 * Finds the published page a path shows, by the rules the remotes' routers read paths with: letter case does not
 * matter in the fixed parts of a path (`/Great-Step/events`), a trailing slash does not matter, a parameter's value
 * is read as written and decoded (`Geobotics` is a page, `geobotics` is not). So every path a router shows a page
 * for finds that page, and the page names its one canonical address.
 */
export type PageFound =
  /** The page, and the path its canonical link names. */
  | { kind: 'page'; page: PublishedPage }
  /** A route of the remote whose pages are all listed, with a value that is none of them: the remote's 404. */
  | { kind: 'missing' }
  /** A path of the remote that is no public page (a signed-in page, a mailed link): not to be indexed. */
  | { kind: 'unlisted' };

interface Address {
  /** The address split in segments, parameters decoded. */
  segments: string[];
  /** Which segments are the route's parameters: compared as written, the others in any case. */
  params: number[];
  page: PublishedPage;
}

interface RoutePattern {
  segments: string[];
  splat: boolean;
}

function patternOf(path: string): RoutePattern {
  const segments = path.split('/').filter(Boolean);
  const splat = segments.at(-1) === '*';
  return { segments: splat ? segments.slice(0, -1) : segments, splat };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A request's path as segments, or null for one no router would read (an empty segment: `//`). */
function segmentsOf(pathname: string): string[] | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const parts = trimmed.split('/').slice(1);
  if (trimmed === '/') return [];
  return parts.some((part) => part === '') ? null : parts.map(decode);
}

/** The parameters' positions if the pattern matches the segments (fixed parts in any case), else null. */
function matchPattern({ segments, splat }: RoutePattern, path: string[]): number[] | null {
  if (splat ? path.length < segments.length : path.length !== segments.length) return null;
  const params: number[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment.startsWith(':')) params.push(index);
    else if (segment.toLowerCase() !== path[index]?.toLowerCase()) return null;
  }
  return params;
}

const keyOf = (segments: readonly string[]) => segments.join('/').toLowerCase();

/**
 * The lookup for one remote: its route patterns (routes.json) and its published pages. Addresses that match none of
 * its routes were refused by the build; here they are left out, so a remote can never speak for another's path.
 */
export function pageLookup(routePaths: readonly string[], published: PublishedPages) {
  // As a router ranks them: fixed paths before those with parameters, a splat last.
  const rank = ({ segments, splat }: RoutePattern) =>
    segments.filter((segment) => segment.startsWith(':')).length + (splat ? 100 : 0);
  const routes = routePaths.map(patternOf).sort((a, b) => rank(a) - rank(b));
  const addresses = new Map<string, Address[]>();
  /** Routes with parameters whose every page is listed: another value is the remote's 404 page. */
  const listedWhole = new Set<RoutePattern>();
  for (const page of published.pages) {
    for (const address of [page.path, ...(page.aliases ?? [])]) {
      const segments = segmentsOf(address);
      if (!segments) continue;
      const route = routes.find((pattern) => matchPattern(pattern, segments) !== null);
      const params = route && matchPattern(route, segments);
      if (!route || !params) continue;
      if (params.length > 0 && !route.splat) listedWhole.add(route);
      const key = keyOf(segments);
      addresses.set(key, [...(addresses.get(key) ?? []), { segments, params, page }]);
    }
  }
  return (pathname: string): PageFound => {
    const segments = segmentsOf(pathname);
    if (!segments) return { kind: 'unlisted' };
    const found = addresses
      .get(keyOf(segments))
      ?.find((address) => address.params.every((index) => address.segments[index] === segments[index]));
    if (found) return { kind: 'page', page: found.page };
    const route = routes.find((pattern) => matchPattern(pattern, segments) !== null);
    return route && listedWhole.has(route) ? { kind: 'missing' } : { kind: 'unlisted' };
  };
}

export type PageLookup = ReturnType<typeof pageLookup>;
