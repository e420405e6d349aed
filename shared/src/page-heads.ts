/**
 * The head of a remote's public page, as its `src/app/page-heads.ts` declares it: pure data, which the remote's build
 * publishes as pages.json beside routes.json with a preview picture drawn for each page (federation/publish-pages.js),
 * and which the server writes into the page it serves (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes).
 */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * One line of a preview picture, said with what it is ("Team size", "To be announced"): a bare value in a chat's
 * preview reads as any of the page's facts (docs/ARCHITECTURE.md#preview-pictures).
 */
export interface PreviewLine {
  readonly label: string;
  readonly value: string;
}

/** What the build draws as the page's preview (1200 × 630): words on the site's colours, the art on the right. */
export interface PreviewDrawing {
  /** A picture of the remote (JPEG, PNG or WebP), relative to the remote's folder; none: the words alone. */
  readonly art?: string;
  /** The small line above the title. */
  readonly kicker: string;
  /** Drawn whole, at the largest size at which it fits; the build refuses a title that fits at no size. */
  readonly title: string;
  /** The page's state where it is not the usual one ("Coming soon"), drawn in a box of its own above the title. */
  readonly status?: string;
  /** Up to three short lines under the title, each with its label: the prize, the team size, the dates. */
  readonly lines: readonly PreviewLine[];
  /** What the picture shows, for a reader that cannot see it (og:image:alt): this page's own. */
  readonly alt: string;
}

export interface PageHeadDeclaration<Route extends string = string> {
  /** The route of route-paths.ts whose pattern the path matches. */
  readonly route: Route;
  /** The page's one address (its canonical path), with the parameters' values written in. */
  readonly path: string;
  /** Other paths of the same page (a second spelling of an id): they are served with `path` as canonical. */
  readonly aliases?: readonly string[];
  readonly title: string;
  readonly description: string;
  readonly preview: PreviewDrawing;
  /**
   * schema.org data of the page (JSON-LD), without `url` and `image`: the server writes those from the page's address
   * and its preview.
   */
  readonly structuredData?: { readonly [key: string]: JsonValue };
  /**
   * A page for a step of an account (signing in, asking for a password reset): served with its head like any page,
   * but left out of the sitemap, which lists what is worth finding in a search (docs/PRODUCT.md#link-previews-and-search).
   */
  readonly utility?: boolean;
}

/**
 * What the server accepts of a remote's pages.json, and the remote's build checks before it publishes one
 * (docs/SECURITY.md#published-pages-are-data): a file over these is refused whole, and the page keeps the site's
 * generic head.
 */
export const PAGE_HEAD_LIMITS = {
  /** The file itself, in bytes. */
  fileBytes: 1_000_000,
  pages: 400,
  path: 300,
  title: 200,
  description: 600,
  alt: 300,
  /** A page's structured data, as JSON. */
  structuredData: 8_000,
} as const;

/**
 * What the server reads of a remote's fragments.json (its public pages prerendered at build time) and the shell's
 * frame.json, and what a build refuses to publish beyond (docs/SECURITY.md#prerendered-pages-are-data).
 */
export const PAGE_FRAGMENT_LIMITS = {
  /** The file itself, in bytes. */
  fileBytes: 4_000_000,
  /** One page's HTML, in characters. */
  page: 200_000,
  /** The stylesheets the pages need, in characters. */
  styles: 200_000,
} as const;
