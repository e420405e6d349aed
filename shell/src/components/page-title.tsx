import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { siteName } from '../content/site';
import { whenPageHeading } from './page-heading';

/**
 * The first page of a visit carries the title its remote published, written by the server
 * (docs/ARCHITECTURE.md#page-heads-published-by-the-remotes). After a route change the document is named after the
 * new page's main heading ("Geobotics | GreatStep 2025"), so the tab, the history and a screen reader never name the
 * page left behind.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return undefined;
    }
    const main = document.getElementById('main');
    if (!main) return undefined;
    return whenPageHeading(main, (heading) => {
      const name = heading.textContent?.trim();
      document.title = name ? `${name} | ${siteName}` : siteName;
    });
  }, [pathname]);
  return null;
}
