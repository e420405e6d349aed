import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

// Browsers without matchMedia (and jsdom) count as not asking for less motion.
const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Whether the visitor asked the system for less motion; follows the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
