import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The highlight is placed again 500 ms after the window stops resizing (docs/PRODUCT.md#navigation-bar). */
export const INDICATOR_RESIZE_DELAY_MS = 500;

export interface IndicatorPosition {
  left: number;
  width: number;
}

/** Measures the active link inside the list, so the sliding indicator can sit under it. */
export function useActiveIndicator(
  listRef: RefObject<HTMLElement | null>,
  activeKey: string | null,
): IndicatorPosition | null {
  const [position, setPosition] = useState<IndicatorPosition | null>(null);

  const measure = useCallback(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current]');
    setPosition(active ? { left: active.offsetLeft, width: active.offsetWidth } : null);
  }, [listRef]);

  useLayoutEffect(measure, [measure, activeKey]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, INDICATOR_RESIZE_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  return position;
}
