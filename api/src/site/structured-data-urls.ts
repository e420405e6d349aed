/**
 * The addresses inside a page's structured data, made absolute where the server writes them
 * (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes). A remote's build does not know the site's public address,
 * so it names its own pages by path (an Offer's `url`, a VirtualLocation's `url`); search engines want absolute
 * addresses. A `url` that is a path of this site (one `/`, never `//` or `/\`, which browsers read as another host) is
 * resolved against the page's own address; any other value is left as the remote wrote it.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SITE_PATH = /^\/(?![/\\])/;

function resolved(value: Json, pageUrl: string): Json {
  if (Array.isArray(value)) return value.map((item) => resolved(item, pageUrl));
  if (typeof value !== 'object' || value === null) return value;
  return withAbsoluteUrls(value, pageUrl);
}

export function withAbsoluteUrls(data: JsonObject, pageUrl: string): JsonObject {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      key === 'url' && typeof value === 'string' && SITE_PATH.test(value)
        ? new URL(value, pageUrl).href
        : resolved(value, pageUrl),
    ]),
  );
}
