import type { PublishedPage, PublishedPages } from './published-pages';
import { routeMatcher, type RouteMatch } from './route-match';

/**
 * Finds the published page a path shows. Which route and which parameters: React Router's matching
 * (route-match.ts), as in the browser. Which page of that route: the one whose parameters have the same values in any
 * letter case, since a path in another case is answered like its canonical page, 200 with the canonical link
 * (docs/DECISIONS.md#a-path-in-another-case-is-the-same-page); the remotes' pages find their content the same way
 * (an event id in any case is that event). So every path a router shows a page for finds that page, and the page
 * names its one canonical address.
 */
export type PageFound =
  /** The page, and the path its canonical link names. */
  | { kind: 'page'; page: PublishedPage }
  /** A route of the remote whose pages are all listed, with a value that is none of them: the remote's 404. */
  | { kind: 'missing' }
  /** A path of the remote that is no public page (a signed-in page, a mailed link): not to be indexed. */
  | { kind: 'unlisted' };

/** A route and its parameters' values, in one letter case: the key of a page. */
const keyOf = ({ pattern, params }: RouteMatch) =>
  JSON.stringify([pattern, ...Object.entries(params).map(([name, value]) => [name, value.toLowerCase()])]);

/**
 * The lookup for one remote: its route patterns (routes.json) and its published pages. Addresses that match none of
 * its routes were refused by the build; here they are left out, so a remote can never speak for another's path.
 */
export function pageLookup(routePaths: readonly string[], published: PublishedPages) {
  const match = routeMatcher(routePaths);
  const pages = new Map<string, PublishedPage>();
  /** Routes with parameters whose every page is listed: another value is the remote's 404 page. */
  const listedWhole = new Set<string>();
  for (const page of published.pages) {
    for (const address of [page.path, ...(page.aliases ?? [])]) {
      const found = match(address);
      if (!found) continue;
      // A splat's pages are never all of its paths: the rest stay the remote's to answer.
      const params = Object.keys(found.params);
      if (params.length > 0 && !params.includes('*')) listedWhole.add(found.pattern);
      const key = keyOf(found);
      if (!pages.has(key)) pages.set(key, page);
    }
  }
  return (pathname: string): PageFound => {
    const found = match(pathname);
    if (!found) return { kind: 'unlisted' };
    const page = pages.get(keyOf(found));
    if (page) return { kind: 'page', page };
    return listedWhole.has(found.pattern) ? { kind: 'missing' } : { kind: 'unlisted' };
  };
}

export type PageLookup = ReturnType<typeof pageLookup>;
