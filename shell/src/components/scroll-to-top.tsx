import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the page (docs/PRODUCT.md#route-table). Not the first page: the browser
 * places it, and a page that came in its HTML may already have been scrolled when the app takes over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
