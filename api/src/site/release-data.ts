import { PAGE_FRAGMENT_LIMITS, PAGE_HEAD_LIMITS } from '@greatstep/shared/isomorphic';
import { readPageFragments, type PageFragments } from './page-fragments';
import { readPublishedPages, type PublishedPages } from './published-pages';
import { publishedLinks } from './site-options';

/**
 * What a released bundle publishes beside its manifest, fetched by the server once per release: its route paths
 * (routes.json) and its pages' heads (pages.json), so the page of a path it serves carries that release's head
 * (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes). Read as data from the release's own address, held to a
 * size and a time, never run (docs/SECURITY.md#published-pages-are-data). A page request never waits for it: until
 * it has come, the release's pages get the generic head, and a failed fetch is tried again a minute later.
 */
export interface ReleaseData {
  /** The route paths of its routes.json, or null when it published none that could be read. */
  routePaths: string[] | null;
  /** Its pages.json, or null when it published none (a bundle built before pages.json) or one that was refused. */
  pages: PublishedPages | null;
  /** Its fragments.json (its public pages prerendered), or null when it published none or one that was refused. */
  fragments: PageFragments | null;
  /** The links its routes.json publishes, or null. */
  links: Record<string, string> | null;
}

export interface Release {
  id: number;
  url: string;
}

const FETCH_TIMEOUT_MS = 5_000;
const RETRY_AFTER_MS = 60_000;
/** routes.json lists paths and file names: far below the pages' limit. */
const ROUTES_BYTES = 256_000;
/** Releases whose data each process keeps: the current ones and a few before them. */
const KEPT = 16;

export type TextFetch = (url: string, maxBytes: number) => Promise<string | null>;

/**
 * GET of a file of a release: its text, or null when the host answers 404 (the bundle has no such file). A redirect,
 * another status, a body over `maxBytes` or no answer within the time-out throws.
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

function routePathsOf(text: string | null): string[] | null {
  if (text === null) return null;
  const json: unknown = JSON.parse(text);
  const routes = typeof json === 'object' && json !== null && 'routes' in json ? json.routes : null;
  if (!Array.isArray(routes)) return null;
  const paths = routes.map((route: unknown) =>
    typeof route === 'object' && route !== null && 'path' in route && typeof route.path === 'string'
      ? route.path
      : null,
  );
  return paths.every((path): path is string => path !== null && path.startsWith('/') && path.length <= 300)
    ? paths
    : null;
}

interface Entry {
  data: ReleaseData | null;
  /** When a failed fetch may be tried again. */
  retryAt: number;
  loading: boolean;
}

export interface ReleaseDataOptions {
  fetchText?: TextFetch;
  /** Told of a release whose files could not be read or were refused. */
  warn: (message: string) => void;
  now?: () => number;
  /** Called when a release's data has come: the pages made without it are out of date. */
  onArrival?: () => void;
}

export function releaseDataSource({ fetchText: get = fetchText, warn, now = Date.now, onArrival }: ReleaseDataOptions) {
  const entries = new Map<number, Entry>();

  async function load(release: Release, entry: Entry): Promise<void> {
    try {
      const [routesText, pagesText, fragmentsText] = await Promise.all([
        get(new URL('routes.json', release.url).href, ROUTES_BYTES),
        get(new URL('pages.json', release.url).href, PAGE_HEAD_LIMITS.fileBytes),
        get(new URL('fragments.json', release.url).href, PAGE_FRAGMENT_LIMITS.fileBytes),
      ]);
      let pages: PublishedPages | null = null;
      if (pagesText !== null) {
        const verdict = readPublishedPages(pagesText);
        if (verdict.ok) pages = verdict.pages;
        else warn(`release ${release.id} (${release.url}): its pages.json is refused: ${verdict.problem}`);
      }
      let fragments: PageFragments | null = null;
      if (fragmentsText !== null) {
        const verdict = readPageFragments(fragmentsText);
        if (verdict.ok) fragments = verdict.value;
        else warn(`release ${release.id} (${release.url}): its fragments.json is refused: ${verdict.problem}`);
      }
      const links = routesText === null ? null : publishedLinks(JSON.parse(routesText));
      entry.data = { routePaths: routePathsOf(routesText), pages, fragments, links };
      onArrival?.();
    } catch (error) {
      warn(
        `release ${release.id} (${release.url}): its routes.json, pages.json and fragments.json could not be read: ${String(error)}`,
      );
      entry.retryAt = now() + RETRY_AFTER_MS;
    } finally {
      entry.loading = false;
    }
  }

  return {
    /** The release's data if it has come; otherwise undefined, and its fetch is started (once at a time). */
    get(release: Release): ReleaseData | undefined {
      let entry = entries.get(release.id);
      if (!entry) {
        entry = { data: null, retryAt: 0, loading: false };
        entries.set(release.id, entry);
        if (entries.size > KEPT) entries.delete(entries.keys().next().value as number);
      }
      if (entry.data) return entry.data;
      if (!entry.loading && now() >= entry.retryAt) {
        entry.loading = true;
        void load(release, entry);
      }
      return undefined;
    },
  };
}

export type ReleaseDataSource = ReturnType<typeof releaseDataSource>;
