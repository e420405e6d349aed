import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The phone menu: closes on navigation and on Escape (handing focus back to its button). */
export function useMenu() {
  // The menu is open on the page where it was opened: following a link closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const toggle = useCallback(() => setOpenOn((current) => (current === pathname ? null : pathname)), [pathname]);
  return { open, toggle, buttonRef };
}
