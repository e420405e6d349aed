import type { ReleaseSet } from './served-remotes';

/**
 * The releases to serve pages with, as last read: while the database cannot be read (PostgreSQL down or restarting),
 * pages keep coming with the releases read last rather than failing (docs/DEPLOY.md#pages-at-the-speed-of-files).
 * A release made meanwhile is in the database, and served once it can be read again. One log line when reading
 * starts to fail and one when it works again, not one per page.
 */
export function lastKnownSet(
  read: () => Promise<ReleaseSet>,
  log: { warn: (details: { err: unknown }, message: string) => void; info: (message: string) => void },
): () => Promise<ReleaseSet> {
  let last: ReleaseSet | null = null;
  let failing = false;
  return async () => {
    let set: ReleaseSet;
    try {
      set = await read();
    } catch (error) {
      // A process that never read them has nothing to fall back on: the page fails as any call that needs the data.
      if (last === null) throw error;
      if (!failing) {
        failing = true;
        log.warn({ err: error }, 'the releases could not be read: pages are served with the releases read last');
      }
      return last;
    }
    if (failing) {
      failing = false;
      log.info('the releases can be read again');
    }
    last = set;
    return set;
  };
}
