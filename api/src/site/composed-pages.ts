import { NOINDEX_META, notFoundHeadHtml, pageHeadHtml } from './page-head';
import { composedStructureProblem } from './composed-structure';
import { pageLookup, type PageLookup } from './page-lookup';
import { pagePathClaim, type PagePathClaim } from './page-paths';
import { framedPageHtml } from './page-frame';
import type { PageFragments, PageFrame } from './page-fragments';
import { precompress, type PrecompressedBody } from './precompressed-body';
import type { PublishedPages } from './published-pages';
import type { RemoteData } from './release-files';
import type { ServedRemotes } from './served-remotes';
import { SERVER_PAGE_ID, shellDocument, type Preload, type ServerPage } from './shell-document';

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
  /** Its pages prerendered at build time (fragments.json); null without them (then its pages are left to the browser). */
  fragments: PageFragments | null;
  /** The links it publishes (routes.json), by name; null when this server does not know them. */
  links: Record<string, string> | null;
  /** The absolute address of its files' folder: a picture's `src` is read from there. */
  base: string;
  preloads: Preload[];
}

/** What a remote this server builds publishes, read from its dist/ (site-options.ts). */
export interface OwnBuild {
  pagePaths: string[];
  /** Where its files are served, as a path of this server. */
  basePath: string;
  pages: PublishedPages | null;
  fragments: PageFragments | null;
  links: Record<string, string> | null;
  preloads: Preload[];
}

export interface ComposedPage {
  status: 200 | 404;
  /** Not for search engines: sent with `X-Robots-Tag: noindex` too. */
  noindex: boolean;
  /** The page came in its HTML, with the one inline script its policy must allow (server-page-script.ts). */
  prerendered: boolean;
  body: PrecompressedBody;
}

/** What the server knows of each remote for this browser's set: its own builds, the releases' data as it came. */
export function servedRemoteViews(
  names: readonly string[],
  served: ServedRemotes,
  own: Readonly<Record<string, OwnBuild>>,
  releaseData: (release: { id: number }) => RemoteData | null | undefined,
  publicUrl: string,
): ServedRemoteView[] {
  return names.map((name) => {
    const release = served.released[name];
    if (release) {
      const data = releaseData(release);
      const base = new URL('.', new URL(release.url, `${publicUrl}/`)).href;
      return {
        name,
        routePaths: data?.routePaths ?? null,
        pages: data?.pages ?? null,
        fragments: data?.fragments ?? null,
        links: data?.links ?? null,
        base,
        preloads: [],
      };
    }
    const built = own[name];
    if (built) {
      const base = `${publicUrl}${built.basePath}`;
      const { pagePaths, pages, fragments, links, preloads } = built;
      return { name, routePaths: pagePaths, pages, fragments, links, base, preloads };
    }
    return { name, routePaths: null, pages: null, fragments: null, links: null, base: `${publicUrl}/`, preloads: [] };
  });
}

interface Remote extends ServedRemoteView {
  claims: PagePathClaim | null;
  lookup: PageLookup | null;
}

/** A page's prerendered body, with the HTML that was put in the frame's slot, for the check of what was made of it. */
type FramedServerPage = ServerPage & { content: string };

/**
 * `frame`: the shell's prerendered frame (its frame.json), or null without one: then no page is prerendered. `warn`
 * hears of a composed page that broke the shell's structure, which is then left to the browser.
 */
export function composedPages(
  html: string,
  served: ServedRemotes,
  views: ServedRemoteView[],
  publicUrl: string,
  frame: PageFrame | null = null,
  warn: (message: string) => void = () => {},
) {
  const remotes: Remote[] = views.map((view) => ({
    ...view,
    claims: view.routePaths ? pagePathClaim(view.routePaths) : null,
    lookup: view.routePaths && view.pages ? pageLookup(view.routePaths, view.pages) : null,
  }));
  // While some remote's paths are unknown, a path no known remote claims may be that remote's: the shell decides.
  const allKnown = remotes.every((remote) => remote.claims !== null);
  const ownerOf = (pathname: string) => remotes.find((remote) => remote.claims?.(pathname));
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;

  // The links as the shell reads them from the remotes' lists: the first remote to publish a name has it.
  const links: Record<string, { path: string; remote: string }> = {};
  for (const remote of remotes) {
    for (const [name, path] of Object.entries(remote.links ?? {})) links[name] ??= { path, remote: remote.name };
  }
  const shellBase = `${publicUrl}/`;
  // This server's own files by their path: the page may have been opened at another of its addresses (127.0.0.1 for
  // localhost), and the scripts then load the same pictures from there.
  const local = (base: string) => (base.startsWith(shellBase) ? base.slice(publicUrl.length) : base);
  /** The page's prerendered body in the shell's frame, or null when it is left to the browser. */
  const serverPage = (
    pathname: string,
    atPath: boolean,
    owner: Remote | null,
    content: { html: string; base: string; assetBase: string; styles: string } | undefined,
  ): FramedServerPage | null => {
    if (!frame || !content) return null;
    const body = framedPageHtml(frame, {
      pathname,
      atPath,
      content: content.html,
      contentBase: local(content.base),
      contentAssetBase: content.assetBase,
      links,
      owner: owner?.name ?? null,
      shellBase: '/',
    });
    if (body === null) return null;
    const styles = frame.styles.replaceAll(frame.assetBase, '/') + content.styles;
    return { body, styles, content: content.html, remote: owner?.name ?? null };
  };
  /** A remote's prerendered page: its HTML with its styles and where its assets are. */
  const fragmentOf = (remote: Remote, html: string | undefined) =>
    remote.fragments && html !== undefined
      ? {
          html,
          base: remote.base,
          assetBase: remote.fragments.assetBase,
          styles: remote.fragments.styles.replaceAll(remote.fragments.assetBase, local(remote.base)),
        }
      : undefined;

  const made = new Map<string, ComposedPage>();
  const document = (
    key: string,
    make: () => Omit<ComposedPage, 'body' | 'prerendered'> & {
      preloads: Preload[];
      head: string;
      server?: FramedServerPage | null;
    },
  ) => {
    let page = made.get(key);
    if (!page) {
      const { preloads, head, server: framed = null, ...rest } = make();
      let server: ServerPage | null = framed;
      let text = shellDocument(html, served.json, preloads, head, server);
      const problem = frame && framed && composedStructureProblem(text, structureParts(frame, framed.content));
      if (problem) {
        warn(`a prerendered page (${key}) is left to the browser: ${problem}`);
        server = null;
        text = shellDocument(html, served.json, preloads, head, server);
      }
      const body = precompress(text, 'text/html; charset=utf-8');
      page = { ...rest, prerendered: server !== null, body };
      made.set(key, page);
    }
    return page;
  };

  return {
    pageFor(pathname: string): ComposedPage {
      const owner = ownerOf(pathname);
      if (!owner) {
        return allKnown
          ? document('404', () => ({
              status: 404,
              noindex: true,
              preloads: [],
              head: notFoundHeadHtml(),
              server:
                frame &&
                serverPage('/', false, null, {
                  html: frame.notFound,
                  base: '/',
                  assetBase: frame.assetBase,
                  styles: '',
                }),
            }))
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
          // Made once for every path it answers: its in-page links name the home page.
          server: serverPage('/', false, owner, fragmentOf(owner, owner.fragments?.notFound)),
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
        server: serverPage(page.path, true, owner, fragmentOf(owner, owner.fragments?.pages[page.path])),
      }));
    },

    /**
     * The canonical address of every published page worth finding in a search, each listed by the remote that owns its
     * path, with that remote's name (whose release published it). A page for a step of an account (`utility`) is
     * served but not listed.
     */
    publicPages(): Array<{ url: string; remote: string }> {
      return remotes.flatMap((remote) =>
        (remote.pages?.pages ?? [])
          .filter((page) => page.utility !== true)
          .filter((page) => ownerOf(page.path) === remote && remote.lookup?.(page.path).kind === 'page')
          .map((page) => ({ url: absolute(page.path), remote: remote.name })),
      );
    },
  };
}

/** What composedStructureProblem compares the document with: the frame and the page, each as it came. */
const structureParts = (frame: PageFrame, content: string) => ({
  frame: frame.frame,
  slot: frame.markers.slot,
  content,
  serverPageId: SERVER_PAGE_ID,
  rootId: 'root',
});

export type ComposedSite = ReturnType<typeof composedPages>;
