import { escapeMarkup } from '../lib/escape-markup';

/**
 * What search engines read before the pages (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes): robots.txt,
 * which names the sitemap, and the sitemap, which lists the canonical address of every page the remotes publish as
 * public. Signed-in pages and mailed links are in no remote's published pages, so never in the sitemap.
 */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** The sitemap protocol's file for these absolute addresses (sitemaps.org), each once. */
export function sitemapXml(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...new Set(urls)].map((url) => `  <url><loc>${escapeMarkup(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
