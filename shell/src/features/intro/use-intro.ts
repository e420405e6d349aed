import { useCallback, useState } from 'react';
import { serverPage } from '../../lib/prerender/server-page';
import { INTRO_PLAYED_KEY as PLAYED_KEY } from './intro-timing';

function alreadyPlayed(): boolean {
  try {
    return window.sessionStorage.getItem(PLAYED_KEY) === '1';
  } catch {
    // Storage can be blocked (privacy settings); then the intro simply plays.
    return false;
  }
}

function remember(): void {
  try {
    window.sessionStorage.setItem(PLAYED_KEY, '1');
  } catch {
    // Not remembering only means the intro plays again on the next reload.
  }
}

/**
 * The intro plays once per visit (per browser tab session), on the visit's first page. A first page that came in
 * its HTML already shows the site: the intro is not put over it, and counts as played (docs/PRODUCT.md#intro).
 */
export function useIntro() {
  const [playing, setPlaying] = useState(() => {
    if (alreadyPlayed()) return false;
    if (!serverPage()) return true;
    remember();
    return false;
  });
  const finish = useCallback(() => {
    remember();
    setPlaying(false);
  }, []);
  return { playing, finish };
}
