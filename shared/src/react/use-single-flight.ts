import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time: a second click or Enter while the first is on its way is ignored, so a double
 * submit sends one request. The ref answers at once; the state is for disabling the button.
 */
export function useSingleFlight(): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
