import { useCallback, useRef, useState } from 'react';

/**
 * Runs one action at a time: a second click or submit while the first is pending does nothing, so a double
 * submit sends one request. `busy` is for disabling the control.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
