import { useCallback, useState } from 'react';
import { INTRO_PLAYED_KEY as PLAYED_KEY } from './intro-timing';

function alreadyPlayed(): boolean {
  try {
    return window.sessionStorage.getItem(PLAYED_KEY) === '1';
  } catch {
    // Storage can be blocked (privacy settings); then the intro simply plays.
    return false;
  }
}

/** The intro plays once per visit (per browser tab session). */
export function useIntro() {
  const [playing, setPlaying] = useState(() => !alreadyPlayed());
  const finish = useCallback(() => {
    try {
      window.sessionStorage.setItem(PLAYED_KEY, '1');
    } catch {
      // Not remembering only means the intro plays again on the next reload.
    }
    setPlaying(false);
  }, []);
  return { playing, finish };
}
