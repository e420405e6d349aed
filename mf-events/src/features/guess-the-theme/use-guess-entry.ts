import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@greatstep/shared/api';
import { getEntry, type GuessEntry } from './api/get-entry';

export type EntryState =
  { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & GuessEntry);

/** The user's Guess The Theme entry, fetched once per user; `setEntry` records a guess just made. */
export function useGuessEntry(userId: string) {
  const [result, setResult] = useState<{ userId: string; state: EntryState } | null>(null);

  useEffect(() => {
    let current = true;
    getEntry(userId).then(
      (entry) => current && setResult({ userId, state: { status: 'ready', ...entry } }),
      (error: unknown) => current && setResult({ userId, state: { status: 'error', message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const setEntry = useCallback(
    (guess: string) => setResult({ userId, state: { status: 'ready', already: true, guess } }),
    [userId],
  );
  const state: EntryState = result?.userId === userId ? result.state : { status: 'loading' };
  return { state, setEntry };
}
