import { judgeRoutes, mayServePath, type RemoteScopes } from '@greatstep/shared/isomorphic';
import { z } from 'zod';
import { judgedJson } from './judged-json';
import { readPageFragments, type PageFragments } from './page-fragments';
import { readPublishedPages, type PublishedPages } from './published-pages';
import { REMOTE_SCOPES } from './remote-names';

/**
 * What a remote's bundle publishes beside its manifest, judged as the server uses it: its routes.json, pages.json and
 * fragments.json read as data (docs/SECURITY.md#published-pages-are-data), and every path, alias, prerendered page
 * and link held to the part of the site the remote owns (docs/SECURITY.md#what-a-releaser-can-and-cannot-do). The
 * same judgement refuses a release that claims more, and cuts back what is read of one recorded before the rule, of
 * the server's own builds, and of anything else it reads.
 */

/** The bundle's files as published; null for one it does not publish (the host answered 404). */
export interface ReleaseFileTexts {
  routes: string | null;
  pages: string | null;
  fragments: string | null;
}

/** routes.json lists paths and file names: far below the pages' limit. */
export const ROUTES_FILE_BYTES = 256_000;

/** A file of the bundle, named relative to routes.json: never another origin or a parent folder. */
const bundleFile = z
  .string()
  .max(200)
  .regex(/^\w[\w.-]*(?:\/[\w.-]+)*\.(?:js|css)$/, 'is not a script or stylesheet of the bundle')
  .refine((value) => !value.split('/').includes('..'), 'leaves the bundle');

const publishedRoute = z.object({
  name: z.string().max(100).optional(),
  path: z.string().min(1).max(300),
  example: z.string().max(300).optional(),
  files: z.array(bundleFile).max(50).optional(),
  signedIn: z.boolean().optional(),
});

const routesFile = z.object({
  routes: z.array(publishedRoute).min(1).max(100),
  links: z.record(z.string().max(50), z.unknown()).optional(),
});

export type PublishedRoute = z.output<typeof publishedRoute>;

/** A remote's routes.json as the shell reads it: its routes and the links it publishes. */
export interface PublishedRouteList {
  routes: PublishedRoute[];
  links: Record<string, string>;
}

/** What the server composes a remote's pages from. */
export interface RemoteData {
  /** Its route patterns. */
  routePaths: string[];
  /** Its routes.json as judged, for the shell (written into remotes.json). */
  routes: PublishedRouteList;
  /** Its pages' heads, or null without pages.json (or with one refused). */
  pages: PublishedPages | null;
  /** Its prerendered pages, or null without fragments.json (or with one refused). */
  fragments: PageFragments | null;
  /** The links it publishes, by name. */
  links: Record<string, string>;
}

export interface JudgedRemoteData {
  /** Null when nothing can be composed from the files: no routes.json, or one refused. */
  data: RemoteData | null;
  /** Every rule the files broke, one line each; empty when they keep every rule. */
  problems: string[];
}

function withinScope(remote: string, pages: PublishedPages, scopes: RemoteScopes, problems: string[]): PublishedPages {
  const kept = pages.pages.flatMap((page) => {
    if (!mayServePath(remote, page.path, scopes)) {
      problems.push(`the page ${page.path} is outside the paths ${remote} owns`);
      return [];
    }
    const aliases = (page.aliases ?? []).filter((alias) => {
      if (mayServePath(remote, alias, scopes)) return true;
      problems.push(`the alias ${alias} is outside the paths ${remote} owns`);
      return false;
    });
    return [{ ...page, ...(page.aliases ? { aliases } : {}) }];
  });
  return { pages: kept };
}

function fragmentsWithinScope(
  remote: string,
  fragments: PageFragments,
  scopes: RemoteScopes,
  problems: string[],
): PageFragments {
  const pages = Object.fromEntries(
    Object.entries(fragments.pages).filter(([path]) => {
      if (mayServePath(remote, path, scopes)) return true;
      problems.push(`the prerendered page ${path} is outside the paths ${remote} owns`);
      return false;
    }),
  );
  return { ...fragments, pages };
}

/**
 * The remote's files judged: what may be composed of them, and every rule they broke. A file refused whole (not JSON,
 * over its size, a shape or limit broken, nested too deep) is a problem and is left out; a claim outside the remote's
 * part of the site is a problem and is cut out of what is kept.
 */
export function judgeRemoteFiles(
  remote: string,
  texts: ReleaseFileTexts,
  scopes: RemoteScopes = REMOTE_SCOPES,
): JudgedRemoteData {
  const problems: string[] = [];
  if (texts.routes === null) return { data: null, problems: ['it publishes no routes.json beside its manifest'] };
  const routesVerdict = judgedJson(routesFile, texts.routes, ROUTES_FILE_BYTES);
  if (!routesVerdict.ok) return { data: null, problems: [`its routes.json is refused: ${routesVerdict.problem}`] };
  const published = routesVerdict.value;
  const judged = judgeRoutes(
    remote,
    { paths: published.routes.map((route) => route.path), links: published.links ?? {} },
    scopes,
  );
  problems.push(...judged.problems);
  const routes = published.routes.filter((route) => judged.paths.includes(route.path));

  let pages: PublishedPages | null = null;
  if (texts.pages !== null) {
    const verdict = readPublishedPages(texts.pages);
    if (verdict.ok) pages = withinScope(remote, verdict.pages, scopes, problems);
    else problems.push(`its pages.json is refused: ${verdict.problem}`);
  }
  let fragments: PageFragments | null = null;
  if (texts.fragments !== null) {
    const verdict = readPageFragments(texts.fragments);
    if (verdict.ok) fragments = fragmentsWithinScope(remote, verdict.value, scopes, problems);
    else problems.push(`its fragments.json is refused: ${verdict.problem}`);
  }
  return {
    data: {
      routePaths: judged.paths,
      routes: { routes, links: judged.links },
      pages,
      fragments,
      links: judged.links,
    },
    problems,
  };
}
