import { NOINDEX_META, notFoundHeadHtml, pageHeadHtml } from './page-head';
import { pageLookup, type PageLookup } from './page-lookup';
import { pagePathClaim, type PagePathClaim } from './page-paths';
import { precompress, type PrecompressedBody } from './precompressed-body';
import type { PublishedPages } from './published-pages';
import type { ReleaseData, Release } from './release-data';
import type { ServedRemotes } from './served-remotes';
import { shellDocument, type Preload } from './shell-document';

/**
 * The pages of the site for one set of remotes as a browser is served them (its releases, stable or canary by its
 * cohort): per path, the shell's page with the remote's preloads and, where the remote published one, the page's own
 * head (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes). Each document is made (and compressed) the first
 * time a path asks for it, then kept with the set: a request costs a lookup.
 */

/** One remote as this set serves it. */
export interface ServedRemoteView {
  name: string;
  /** Its published route paths; null when this server does not know them (REMOTE_<NAME>_URL, a release not read). */
  routePaths: string[] | null;
  /** Its published pages; null without a pages.json (then its pages keep the generic head). */
  pages: PublishedPages | null;
  /** The absolute address of its files' folder: a picture's `src` is read from there. */
  base: string;
  preloads: Preload[];
}

export interface ComposedPage {
  status: 200 | 404;
  /** Not for search engines: sent with `X-Robots-Tag: noindex` too. */
  noindex: boolean;
  body: PrecompressedBody;
}

/** What the server knows of each remote for this browser's set: its own builds, the releases' data as it came. */
export function servedRemoteViews(
  names: readonly string[],
  served: ServedRemotes,
  own: Readonly<Record<string, { pagePaths: string[]; pages: PublishedPages | null; preloads: Preload[] }>>,
  releaseData: (release: Release) => ReleaseData | undefined,
  publicUrl: string,
): ServedRemoteView[] {
  return names.map((name) => {
    const release = served.released[name];
    if (release) {
      const data = releaseData(release);
      const base = new URL('.', new URL(release.url, `${publicUrl}/`)).href;
      return { name, routePaths: data?.routePaths ?? null, pages: data?.pages ?? null, base, preloads: [] };
    }
    const built = own[name];
    if (built) {
      const base = `${publicUrl}/remotes/${name}/`;
      return { name, routePaths: built.pagePaths, pages: built.pages, base, preloads: built.preloads };
    }
    return { name, routePaths: null, pages: null, base: `${publicUrl}/`, preloads: [] };
  });
}

interface Remote extends ServedRemoteView {
  claims: PagePathClaim | null;
  lookup: PageLookup | null;
}

export function composedPages(html: string, served: ServedRemotes, views: ServedRemoteView[], publicUrl: string) {
  const remotes: Remote[] = views.map((view) => ({
    ...view,
    claims: view.routePaths ? pagePathClaim(view.routePaths) : null,
    lookup: view.routePaths && view.pages ? pageLookup(view.routePaths, view.pages) : null,
  }));
  // While some remote's paths are unknown, a path no known remote claims may be that remote's: the shell decides.
  const allKnown = remotes.every((remote) => remote.claims !== null);
  const ownerOf = (pathname: string) => remotes.find((remote) => remote.claims?.(pathname));
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;

  const made = new Map<string, ComposedPage>();
  const document = (key: string, make: () => Omit<ComposedPage, 'body'> & { preloads: Preload[]; head: string }) => {
    let page = made.get(key);
    if (!page) {
      const { preloads, head, ...rest } = make();
      const body = precompress(shellDocument(html, served.json, preloads, head), 'text/html; charset=utf-8');
      page = { ...rest, body };
      made.set(key, page);
    }
    return page;
  };

  return {
    pageFor(pathname: string): ComposedPage {
      const owner = ownerOf(pathname);
      if (!owner) {
        return allKnown
          ? document('404', () => ({ status: 404, noindex: true, preloads: [], head: notFoundHeadHtml() }))
          : document('unknown', () => ({ status: 200, noindex: false, preloads: [], head: '' }));
      }
      const found = owner.lookup?.(pathname);
      if (!found) {
        return document(`generic ${owner.name}`, () => ({
          status: 200,
          noindex: false,
          preloads: owner.preloads,
          head: '',
        }));
      }
      if (found.kind === 'missing') {
        return document(`404 ${owner.name}`, () => ({
          status: 404,
          noindex: true,
          preloads: owner.preloads,
          head: notFoundHeadHtml(),
        }));
      }
      if (found.kind === 'unlisted') {
        return document(`unlisted ${owner.name}`, () => ({
          status: 200,
          noindex: true,
          preloads: owner.preloads,
          head: NOINDEX_META,
        }));
      }
      const { page } = found;
      return document(`page ${owner.name} ${page.path}`, () => ({
        status: 200,
        noindex: false,
        preloads: owner.preloads,
        head: pageHeadHtml(page, { url: absolute(page.path), image: new URL(page.image.src, owner.base).href }),
      }));
    },

    /** The canonical address of every published page, each listed by the remote that owns its path. */
    publicPages(): string[] {
      return remotes.flatMap((remote) =>
        (remote.pages?.pages ?? [])
          .filter((page) => ownerOf(page.path) === remote && remote.lookup?.(page.path).kind === 'page')
          .map((page) => absolute(page.path)),
      );
    },
  };
}

export type ComposedSite = ReturnType<typeof composedPages>;
