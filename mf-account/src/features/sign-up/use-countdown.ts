import { useEffect, useState } from 'react';

/** Whole seconds from now until `until` (a Date.now() time), never below 0. */
function secondsUntil(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** The seconds left until `until`, ticking once a second until it reaches 0. */
export function useCountdown(until: number): number {
  const [tracked, setTracked] = useState(() => ({ until, seconds: secondsUntil(until) }));
  // A new target restarts the count at once (React's "adjust state when a prop changes" pattern).
  if (tracked.until !== until) setTracked({ until, seconds: secondsUntil(until) });

  const running = tracked.seconds > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTracked({ until, seconds: secondsUntil(until) }), 1000);
    return () => clearInterval(timer);
  }, [until, running]);

  return tracked.seconds;
}
