import { useEffect, useState } from 'react';
import type { GuessWordsInput } from './guess-form';

// sessionStorage: the words outlive the trip to /signin and back in this tab, and nothing longer.
const KEY = 'gs-guess-draft';

/** Keeps the words a signed-out visitor typed while they go to sign in. */
export function keepGuessDraft(words: GuessWordsInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(words));
  } catch {
    // Storage may be full or refused (private mode): the words are then lost, as before.
  }
}

function readGuessDraft(): GuessWordsInput | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const { word1, word2 } = JSON.parse(raw) as Partial<Record<keyof GuessWordsInput, unknown>>;
    return typeof word1 === 'string' && typeof word2 === 'string' ? { word1, word2 } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The kept words, for the form that mounts next; they are forgotten once it has mounted. Read in render and removed
 * in an effect, so that StrictMode's second render still finds them.
 */
export function useGuessDraft(): GuessWordsInput | undefined {
  const [draft] = useState(readGuessDraft);
  useEffect(() => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept, nothing to forget.
    }
  }, []);
  return draft;
}
