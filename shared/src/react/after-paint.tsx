import { useEffect, useState, type ReactNode } from 'react';

/**
 * Runs `effect` once the page has painted what it rendered: for work that should not compete with that first paint
 * for a phone's network and main thread, such as fetching code the visitor needs only later
 * (docs/PERFORMANCE.md#code-per-page).
 */
export function useAfterPaint(effect: () => void): void {
  useEffect(() => {
    // A frame callback runs just before a frame is painted; the next frame's callback comes once that frame has
    // reached the screen, and a task queued from there runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(effect, 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once per mount: the effect is what to do after the first paint, not something to redo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Renders `children` once the page has painted what it has without them. A part below or beside a page's main
 * content that brings code of its own (a form with its API client and schemas, a carousel) then starts loading
 * after that first paint. `fallback` holds its place meanwhile.
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useAfterPaint(() => setPainted(true));
  return painted ? children : fallback;
}
