import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone menu: closes on navigation, on Escape (handing focus back to its button), and on a tap or click outside
 * `areaRef` (the navbar), as a menu over the page should.
 */
export function useMenu<Area extends HTMLElement>(areaRef: RefObject<Area | null>) {
  // The menu is open on the page where it was opened: following a link closes it without an effect. Leaving that
  // page forgets it (React's adjust-state-during-render pattern), or a Back to it would open the menu over the page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && areaRef.current?.contains(event.target)) return;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, areaRef]);

  const toggle = useCallback(() => setOpenOn((current) => (current === pathname ? null : pathname)), [pathname]);
  return { open, toggle, buttonRef };
}
