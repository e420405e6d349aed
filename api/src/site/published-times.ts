import { CURRENT_SET_PATIENCE_MS } from '../services/remote-releases/current-set';
import type { ServedRemotes } from './served-remotes';

/**
 * The times, or none when the database fails or is slower to answer than a page waits for its releases (a frozen
 * server answers after its statement bound, seconds a crawler must not wait): released pages then go without a time,
 * and a sitemap without lastmod is still right.
 */
function patiently(times: Promise<ReadonlyMap<number, Date>>): Promise<ReadonlyMap<number, Date>> {
  const none = new Map<number, Date>();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(none), CURRENT_SET_PATIENCE_MS).unref();
    times.then(resolve, () => resolve(none)).finally(() => clearTimeout(timer));
  });
}

/**
 * When each remote's pages were last published, for the sitemap's `lastmod`
 * (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes): a released remote's, the time its stable release became
 * the one served to everyone (released, promoted or gone back to, as the releases' history in the database records);
 * a remote served from its built-in bundle, that build's time (`builtIn`: the builds this server serves,
 * site-options.ts). A search engine then fetches again what a release changed, and no more.
 */
export async function publishedTimes(
  served: ServedRemotes,
  builtIn: Readonly<Partial<Record<string, { builtAt: Date | null }>>>,
  stableSince: ((ids: readonly number[]) => Promise<ReadonlyMap<number, Date>>) | undefined,
  remotes: readonly string[],
): Promise<Map<string, Date>> {
  const released = Object.entries(served.released).flatMap(([remote, release]) =>
    release ? [{ remote, id: release.id }] : [],
  );
  const since =
    stableSince && released.length > 0
      ? await patiently(stableSince(released.map((release) => release.id)))
      : new Map<number, Date>();
  const times = new Map<string, Date>();
  for (const remote of remotes) {
    const release = released.find((candidate) => candidate.remote === remote);
    const time = release ? since.get(release.id) : builtIn[remote]?.builtAt;
    if (time) times.set(remote, time);
  }
  return times;
}
