import { PAGE_FRAGMENT_LIMITS, PAGE_HEAD_LIMITS } from '@greatstep/shared/isomorphic';
import { ROUTES_FILE_BYTES, type ReleaseFileTexts } from './release-files';

/**
 * Reads what a bundle publishes beside its manifest, as data from its host (docs/SECURITY.md#published-pages-are-data):
 * by GET, no redirect followed, each file held to its size as it arrives and to a time. Done once, when the bundle is
 * released; the release keeps what was read (docs/ARCHITECTURE.md#releases-and-canaries).
 */

const FETCH_TIMEOUT_MS = 10_000;

export type TextFetch = (url: string, maxBytes: number) => Promise<string | null>;

/**
 * GET of a file of a bundle: its text, or null when the host answers 404 (the bundle has no such file). A redirect,
 * another status, a body over `maxBytes` or no answer within the time-out throws, saying which.
 */
export const fetchText: TextFetch = async (url, maxBytes) => {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new Error(`${url} is over ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    const bytes = Buffer.from(chunk as Uint8Array);
    size += bytes.byteLength;
    // Counted as it comes: a host that sends more than it declared is cut off, not read to the end.
    if (size > maxBytes) throw new Error(`${url} is over ${maxBytes} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/** Reads a released bundle's files, given its remote and its manifest's (or entry's) address. */
export type BundleReader = (remote: string, entryUrl: string) => Promise<ReleaseFileTexts>;

/** The files beside `entryUrl`, fetched at once; throws when any of them could not be read. */
export function bundleReader(get: TextFetch = fetchText): BundleReader {
  return async (_remote, entryUrl) => {
    const [routes, pages, fragments] = await Promise.all([
      get(new URL('routes.json', entryUrl).href, ROUTES_FILE_BYTES),
      get(new URL('pages.json', entryUrl).href, PAGE_HEAD_LIMITS.fileBytes),
      get(new URL('fragments.json', entryUrl).href, PAGE_FRAGMENT_LIMITS.fileBytes),
    ]);
    return { routes, pages, fragments };
  };
}
