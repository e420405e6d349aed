import { startTransition, useEffect, useReducer } from 'react';

/**
 * Renders the calling component again once `pending` settles, fulfilled or rejected; nothing while it is undefined.
 * For a component that reads a load's state as it renders (a remote's routes, a lazy page) instead of suspending:
 * React holds a Suspense boundary's reveal back up to 300 ms. The render is a transition, in short slices rather than
 * one long task on a phone's main thread (docs/PERFORMANCE.md#less-main-thread-work). Subscribed even if the load has
 * settled since the render: the callback then runs at once, and the component shows what came.
 */
export function useRenderWhenSettled(pending: Promise<unknown> | undefined): void {
  const [, settled] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!pending) return;
    let current = true;
    const rerender = () => current && startTransition(settled);
    pending.then(rerender, rerender);
    return () => {
      current = false;
    };
  }, [pending]);
}
