import { useSyncExternalStore } from 'react';
// By package name: the shared singleton the page already has, not a second copy of the store's code in this chunk.
import { userStore, type CurUser } from '@greatstep/shared';

// Server rendering has no localStorage: nobody is signed in there.
const serverSnapshot = (): CurUser | null => null;

/** The signed-in user, or null; the component re-renders on every sign-in and sign-out, in any remote or tab. */
export function useCurUser(): CurUser | null {
  return useSyncExternalStore(userStore.subscribe, userStore.get, serverSnapshot);
}
