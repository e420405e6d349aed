import { announceRouteChange } from '@greatstep/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Tells the toasts that the page changed, so what the page left behind said goes with it. In the layout, above
 * every page: its effect runs after the new page's own, so a toast that page raises as it opens stays.
 */
export function RouteChangeSignal() {
  const { pathname } = useLocation();
  useEffect(() => announceRouteChange(pathname), [pathname]);
  return null;
}
