import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Heavy media wait for it, so a
 * visitor who never scrolls that far never downloads them.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  // Without IntersectionObserver a browser has no way to wait: show the media at once. Prerendered at build time
  // (no window), the page is a first view: not near.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
