/**
 * The origin of a site's address as --server takes it (`https://greatstep.example.org`), or null for anything else:
 * http(s), no credentials, query or fragment. A path is dropped: the API is always at /api of the site.
 */
export function siteAddress(value: string): string | null {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) return null;
  return url.origin;
}

export const badSiteAddress = (value: string) =>
  `--server takes the site's address, such as https://greatstep.example.org (got "${value.trim()}")`;
