import type { ComponentType, ReactNode } from 'react';
import { LoadingState } from './loading-state';
import { useRenderWhenSettled } from './render-when-settled';

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
    // Started while rendering, as React.lazy does: the chunk is on its way before the page has even committed.
    useRenderWhenSettled(loaded || failed ? undefined : fetchPage());
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
