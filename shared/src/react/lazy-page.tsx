import { lazy, type ComponentType } from 'react';

/** A page in a chunk of its own, which can be fetched before it is shown. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Fetches the page's chunk; once it has come, the page renders at once, with no loading state. */
  preload: () => Promise<void>;
}

/**
 * A page loaded apart from its remote's first chunk (React.lazy, to be wrapped in a Suspense), with `preload` for
 * the moment it is likely to be wanted next: a visitor on Sign In is one click from Sign Up. Once loaded, the page
 * is rendered directly, so coming back to it never shows its loading state again.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () => (loading ??= load().then((module) => (loaded = pick(module))));
  const Lazy = lazy(() => fetchPage().then((component) => ({ default: component })));
  const Page = () => {
    const Component = loaded ?? Lazy;
    return <Component />;
  };
  Page.preload = () => fetchPage().then(() => undefined);
  return Page;
}
