import { useEffect, useRef } from 'react';

/**
 * Keeps a CSS variable on the document at the element's height as it changes (the navbar wraps, its phone menu
 * opens): the toasts open below the sticky navbar by it (global.css), never over its links.
 */
export function useHeightVariable<T extends HTMLElement>(name: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(name, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [name]);
  return ref;
}
