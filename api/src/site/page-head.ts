import { escapeMarkup } from '../lib/escape-markup';
import type { PublishedPage } from './published-pages';
import { withAbsoluteUrls } from './structured-data-urls';

/**
 * The head of a page as the server writes it (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes): its title,
 * description, canonical link, Open Graph and Twitter card tags with absolute addresses, and its schema.org data.
 * Every value comes from a remote's published data, so every value is escaped where it is written: text and
 * attributes as HTML, the structured data as JSON that no `<` can end early.
 */
export const SITE_NAME = 'GreatStep 2025';

/** JSON inside a <script> element: `<`, `>` and `&` as \u escapes, and the two separators JavaScript reads as lines. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

export interface HeadAddresses {
  /** The page's canonical address, absolute. */
  url: string;
  /** Its preview picture's address, absolute. */
  image: string;
}

/** Everything of a published page's head, for the end of the document's <head>. */
export function pageHeadHtml(page: PublishedPage, { url, image }: HeadAddresses): string {
  const { title, description } = page;
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', /\.png$/i.test(page.image.src) ? 'image/png' : 'image/jpeg'),
    meta('property', 'og:image:width', String(page.image.width)),
    meta('property', 'og:image:height', String(page.image.height)),
    meta('property', 'og:image:alt', page.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', page.image.alt),
  ];
  if (page.structuredData) {
    // The address and the picture are the server's to write: a remote cannot point them elsewhere. Paths of the site
    // inside (an offer's page, an online event's place) become absolute addresses, which search engines read.
    const data = { ...withAbsoluteUrls(page.structuredData, url), url, image };
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

/** The head of a path that is no page: its own title, and no search engine is to list it. */
export function notFoundHeadHtml(): string {
  return `<title>Page not found | ${SITE_NAME}</title><meta name="robots" content="noindex">`;
}

/** A page that is not for search engines (a signed-in page, a mailed link): the generic head, not indexed. */
export const NOINDEX_META = '<meta name="robots" content="noindex">';
