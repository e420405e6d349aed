// The first visit's page, fetched beside its remote's entry (docs/PERFORMANCE.md#the-first-visit-fewer-round-trips).
import { userStore } from '@greatstep/shared';
import { matchPath } from 'react-router-dom';
import type { PublishedRoutes, RoutesList } from './routes';

/**
 * A remote's page loads in a chain: the remote's entry, then its routes module, then the page's chunk, then what that
 * imports, each a round trip on a phone. The remote's route list names each page's files (routes.json), so as soon
 * as the entry has been asked for, the shell fetches the current page's files too. Webpack's script elements for
 * them, a few round trips later, are answered from the HTTP cache (hashed chunks, cached for a year).
 *
 * A plain fetch(), not `<link rel="preload">` or `modulepreload`: a preloaded script that fails stays failed in
 * Chromium for the page's life, and the fallback's Retry would be handed the same failure
 * (api/src/site/shell-document.ts). A fetch that fails leaves nothing behind: the script element asks again.
 * Only files of the page's own origin: another origin's files are its to send, and a cross-origin fetch would be
 * a CORS request the script element does not make (a separate cache entry, and a refusal in the console).
 */

/** How long the shell waits for the entry's script element before giving up on warming (the remote's time-out). */
const WAIT_FOR_ENTRY_MS = 10_000;

/** Files already fetched (or being fetched) on this page: a file is warmed once. */
const warmed = new Set<string>();

/** Who is looking: the page's origin, and whether a user is stored (a signed-in visitor). */
export interface Visitor {
  pageOrigin: string;
  signedIn: boolean;
}

/**
 * The files of the route that matches `pathname`, as absolute URLs of the page's origin. None for a page only a
 * signed-in visitor sees when no user is stored: the remote sends that visitor to Sign In instead.
 */
export function routeFileUrls(routes: PublishedRoutes, entry: string, pathname: string, visitor: Visitor): string[] {
  const pattern = routes.paths.find((path) => matchPath(path, pathname) !== null);
  if (pattern === undefined || (!visitor.signedIn && routes.signedIn?.includes(pattern))) return [];
  const files = routes.files?.[pattern] ?? [];
  const urls: string[] = [];
  for (const file of files) {
    let url: URL;
    try {
      url = new URL(file, entry);
    } catch {
      continue;
    }
    if (url.origin === visitor.pageOrigin) urls.push(url.href);
  }
  return urls;
}

const isScriptOf = (node: Node, folder: string) => node instanceof HTMLScriptElement && node.src.startsWith(folder);

/**
 * Calls `then` once the federation runtime has added a script of the remote's folder (its remoteEntry.js, once the
 * manifest has come) to the document: the entry's request goes out first, and the page's files after it. The
 * runtime removes the element once it has run, so it is watched for as it comes, not looked for later. Gives up
 * after the remote's time-out: the load has failed by then, and the fallback's Retry loads the page's files through
 * webpack as usual.
 */
function afterEntryRequested(entry: string, then: () => void): void {
  const folder = new URL('.', entry).href;
  if (Array.from(document.scripts).some((script) => isScriptOf(script, folder))) {
    then();
    return;
  }
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => Array.from(record.addedNodes).some((node) => isScriptOf(node, folder)))) return;
    stop();
    then();
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_ENTRY_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.head, { childList: true });
}

/**
 * Fetches the files of the page at `pathname` (the current page, the one the visitor waits for) once the remote's
 * entry has been asked for. Nothing happens for a remote whose list has not come, that lists no files, or whose
 * files are on another origin.
 */
export function warmRoute(
  remote: { entry: string; list: RoutesList } | undefined,
  pathname: string,
  visitor: Visitor = { pageOrigin: window.location.origin, signedIn: userStore.get() !== null },
): void {
  if (remote?.list.status !== 'ready') return;
  const urls = routeFileUrls(remote.list.routes, remote.entry, pathname, visitor).filter((url) => !warmed.has(url));
  if (urls.length === 0) return;
  afterEntryRequested(remote.entry, () => {
    for (const url of urls) {
      if (warmed.has(url)) continue;
      warmed.add(url);
      // The default cache mode: the response is stored for the script element to find. A failure is the script
      // element's to meet and report; this fetch only ever saves time.
      fetch(url).catch(() => warmed.delete(url));
    }
  });
}
