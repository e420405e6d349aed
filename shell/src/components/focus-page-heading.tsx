import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a new page's heading: a remote's page may still be on its way. */
const WAIT_FOR_HEADING_MS = 5_000;

/**
 * After a route change, focus moves to the new page's main heading (made focusable by script), so a keyboard or
 * screen-reader user starts at the page instead of at the top of the document. Not on the first page of a visit,
 * and not when the page itself kept focus inside it (a tab of the events listing, which changes the path).
 */
export function FocusPageHeading() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return undefined;
    }
    const main = document.getElementById('main');
    if (!main) return undefined;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active)) return undefined;
    const focusHeading = () => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [pathname]);
  return null;
}
