import { useState, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from './loading-state';
import { useRenderWhenSettled } from './render-when-settled';

/** A page in a chunk of its own, which can be fetched before it is shown. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's chunk; once it has come, the page renders at once, with no loading state. */
  preload: () => Promise<void>;
}

const pageLoading = <LoadingState label="Loading the page…" layout="page" />;

/** Every page fetch started and not yet settled: what a build's prerender waits for (settleLazyPages). */
const unsettled = new Set<Promise<void>>();
/** Page fetches started since settleLazyPages last looked, settled or not. */
let startedSinceSettled = 0;

/**
 * Waits until every page fetch started so far has settled, so that a render after it shows those pages instead of
 * their loading states: the build's prerender renders a path, waits, and renders again until no page is left to
 * fetch (federation/prerender/, docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes). True when a render since the
 * last call started one: a chunk that is already in settles within the render itself (the prerender's bundle holds
 * every chunk), and its page still rendered its loading state.
 */
export async function settleLazyPages(): Promise<boolean> {
  const started = startedSinceSettled > 0;
  startedSinceSettled = 0;
  await Promise.all(unsettled);
  return started;
}

/** One fetch of a page's chunk: settles once the page is in, or once the fetch has failed (`failed` then). */
interface Attempt {
  settled: Promise<void>;
  failed?: Error;
}

/**
 * A page loaded apart from its remote's first chunk, with `preload` for the moment it is likely to be wanted next: a
 * visitor on Sign In is one click from Sign Up. It shows `fallback` until its chunk has come and then renders the
 * page, re-rendering itself rather than suspending: React holds back what a Suspense boundary reveals until 300 ms
 * after it last showed a fallback, a pause a first visit paid between the chunk's arrival and the page's paint
 * (docs/PERFORMANCE.md#code-per-page). A chunk that failed to load is thrown to the nearest error boundary, as
 * React.lazy does, by the page that waited for it; then it is forgotten, as webpack forgets a failed chunk: the page
 * mounted next (the boundary's Retry, a visitor coming back) or the next `preload` fetches it afresh, no reload needed.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  fallback: ReactNode = pageLoading,
): LazyPage {
  let loaded: ComponentType | undefined;
  let latest: Attempt | undefined;
  /** The fetch under way, or a fresh one when there is none or the last one failed. */
  const fetchPage = (): Attempt => {
    if (latest && !latest.failed) return latest;
    const attempt: Attempt = {
      settled: load().then(
        (module) => {
          loaded = pick(module);
        },
        (error: unknown) => {
          attempt.failed = error instanceof Error ? error : new Error(String(error));
        },
      ),
    };
    latest = attempt;
    startedSinceSettled += 1;
    unsettled.add(attempt.settled);
    void attempt.settled.then(() => unsettled.delete(attempt.settled));
    return attempt;
  };
  const Page = () => {
    // The fetch this page waits for, started while rendering, as React.lazy does: the chunk is on its way before the
    // page has even committed. Kept per page, so the render React repeats after an error throws the same failure.
    const [attempt] = useState(() => (loaded ? undefined : fetchPage()));
    useRenderWhenSettled(loaded || attempt?.failed ? undefined : attempt?.settled);
    if (loaded) {
      const Component = loaded;
      return <Component />;
    }
    if (attempt?.failed) throw attempt.failed;
    return <>{fallback}</>;
  };
  Page.preload = () => {
    const attempt = fetchPage();
    return attempt.settled.then(() => {
      if (attempt.failed) throw attempt.failed;
    });
  };
  return Page;
}
