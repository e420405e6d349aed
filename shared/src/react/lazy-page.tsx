import { startTransition, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';
import { LoadingState } from './loading-state';

/** A page in a chunk of its own, which can be fetched before it is shown. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's chunk; once it has come, the page renders at once, with no loading state. */
  preload: () => Promise<void>;
}

const pageLoading = <LoadingState label="Loading the page…" layout="page" />;

/**
 * A page loaded apart from its remote's first chunk, with `preload` for the moment it is likely to be wanted next: a
 * visitor on Sign In is one click from Sign Up. It shows `fallback` until its chunk has come and then renders the
 * page, re-rendering itself rather than suspending: React holds back what a Suspense boundary reveals until 300 ms
 * after it last showed a fallback, a pause a first visit paid between the chunk's arrival and the page's paint
 * (docs/PERFORMANCE.md#code-per-page). A chunk that failed to load is thrown to the nearest error boundary, as
 * React.lazy does, and stays failed until the page is reloaded.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  fallback: ReactNode = pageLoading,
): LazyPage {
  let loaded: ComponentType | undefined;
  let failed: Error | undefined;
  let loading: Promise<void> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
      },
      (error: unknown) => {
        failed = error instanceof Error ? error : new Error(String(error));
      },
    ));
  const Page = () => {
    const [, settled] = useReducer((count: number) => count + 1, 0);
    // Started while rendering, as React.lazy does: the chunk is on its way before the page has even committed.
    if (!loaded && !failed) void fetchPage();
    const waiting = !loaded && !failed;
    useEffect(() => {
      if (!waiting) return;
      // Subscribed even if the chunk has come since this render: the callback then runs at once, and the page
      // renders instead of staying on its loading state.
      let current = true;
      // As a transition: the page renders in short slices, not one long task on a phone's main thread
      // (docs/PERFORMANCE.md#less-main-thread-work).
      void fetchPage().then(() => current && startTransition(settled));
      return () => {
        current = false;
      };
    }, [waiting]);
    if (failed) throw failed;
    if (!loaded) return <>{fallback}</>;
    const Component = loaded;
    return <Component />;
  };
  Page.preload = () =>
    fetchPage().then(() => {
      if (failed) throw failed;
    });
  return Page;
}
