import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@greatstep/shared/api';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T; refreshing: boolean };

type Outcome<T> = { request: string } & ({ ok: true; data: T } | { ok: false; message: string });

/**
 * What an organiser page shows from one call: loading, the failure's words, or the answer. A new `key` (the filters
 * in the address) asks again and drops the answer of the call it replaces; while it runs the last answer stays on
 * screen, marked as refreshing, so a table does not blink away between pages.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const request = `${round}:${key}`;
  // The latest `load` (a new function each render) is called for the request; `key` says when it asks for more.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setOutcome({ request, ok: true, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ request, ok: false, message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [request]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  /** Puts a changed answer on screen without asking again (a decided payment's row, say). */
  const replace = useCallback(
    (update: (data: T) => T) =>
      setOutcome((previous) => (previous?.ok ? { ...previous, data: update(previous.data) } : previous)),
    [],
  );

  let state: Loaded<T> = { status: 'loading' };
  if (outcome?.ok) state = { status: 'ready', data: outcome.data, refreshing: outcome.request !== request };
  else if (outcome && outcome.request === request) state = { status: 'failed', message: outcome.message };
  return { state, reload, replace };
}
