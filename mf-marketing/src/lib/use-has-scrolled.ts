import { useEffect, useState } from 'react';

/**
 * True once the visitor has scrolled the page at all, and from then on. A visitor who starts scrolling goes on: on a
 * laptop a few turns of the wheel cross a screen faster than a section's chunk arrives, so sections that wait to
 * come near the viewport start loading at the first scroll instead.
 */
export function useHasScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}
