import { useSyncExternalStore } from 'react';
import { userStore } from '../store';
import type { CurUser } from '../types';

// Server rendering has no localStorage: nobody is signed in there.
const serverSnapshot = (): CurUser | null => null;

/** The signed-in user, or null; the component re-renders on every sign-in and sign-out, in any remote or tab. */
export function useCurUser(): CurUser | null {
  return useSyncExternalStore(userStore.subscribe, userStore.get, serverSnapshot);
}
