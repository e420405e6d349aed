import { escapeMarkup } from '../lib/escape-markup';

/**
 * What search engines read before the pages (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes): robots.txt,
 * which names the sitemap, and the sitemap, which lists the canonical address of every page the remotes publish as
 * public, each with the time the release that published it became the one served (a built-in bundle: its build's
 * time). Signed-in pages and mailed links are in no remote's published pages, and pages for a step of an account
 * (`utility`: sign in, a password reset) are left out, so the sitemap lists what is worth finding in a search.
 */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export interface SitemapEntry {
  /** The page's canonical address, absolute. */
  url: string;
  /** When the page was last published (by its release, or the built-in bundle's build); unknown: none is given. */
  lastmod?: Date;
}

/** A time as the sitemap protocol writes it (W3C Datetime), to the second, in UTC. */
const w3cTime = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The sitemap protocol's file for these pages (sitemaps.org), each address once. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const lines = entries.flatMap(({ url, lastmod }) => {
    if (seen.has(url)) return [];
    seen.add(url);
    const time = lastmod ? `<lastmod>${w3cTime(lastmod)}</lastmod>` : '';
    return [`  <url><loc>${escapeMarkup(url)}</loc>${time}</url>`];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}
