import type { CurUser, User } from '../types';
import { curUserFromLogin, parseCurUser } from './parse-cur-user';
import { browserLocalStorage, createStorageSlot } from './storage-slot';

/** The localStorage key of the current user (docs/PRODUCT.md#the-stored-user). */
export const CUR_USER_KEY = 'curUser';

export type UserListener = (user: CurUser | null) => void;

export interface UserStore {
  /** The signed-in user, or null. The same object until the stored value changes. */
  // Function properties, not methods: the store is a closure without `this`, so `userStore.get` can be handed on
  // as it is (useSyncExternalStore takes it that way).
  get: () => CurUser | null;
  set: (record: CurUser) => void;
  /** Stores the answer of login (or of the profile refresh) as the stored user's record and returns it. */
  setFromLogin: (answer: { token: string; user: User }) => CurUser;
  clear: () => void;
  /** Calls the listener on every sign-in, sign-out or change, here or in another tab; returns the unsubscribe. */
  subscribe: (listener: UserListener) => () => void;
}

export interface UserStoreOptions {
  key?: string;
  getStorage?: () => Storage | null;
}

export function createUserStore({
  key = CUR_USER_KEY,
  getStorage = browserLocalStorage,
}: UserStoreOptions = {}): UserStore {
  const slot = createStorageSlot(key, getStorage);
  const listeners = new Set<UserListener>();
  // Parsing once per stored text keeps get() cheap and its result stable, as useSyncExternalStore requires.
  let cachedRaw: string | null | undefined;
  let cached: CurUser | null = null;

  function get(): CurUser | null {
    const raw = slot.read();
    if (raw === cachedRaw) return cached;
    cached = parseCurUser(raw);
    cachedRaw = raw;
    if (raw !== null && cached === null) {
      // A corrupt value would otherwise be parsed again on every visit; the visitor is signed out either way.
      slot.remove();
      cachedRaw = slot.read();
    }
    return cached;
  }

  function notify(): void {
    const user = get();
    for (const listener of [...listeners]) {
      try {
        listener(user);
      } catch (error) {
        // One broken subscriber must not keep the others (other remotes) from hearing the change.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  // Another tab signing in or out changes localStorage; the browser tells this tab through `storage`.
  function onStorage(event: StorageEvent): void {
    if (event.key === null || event.key === key) notify();
  }

  function subscribe(listener: UserListener): () => void {
    listeners.add(listener);
    if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      if (!listeners.delete(listener)) return;
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  }

  function set(record: CurUser): void {
    slot.write(JSON.stringify(record));
    notify();
  }

  return {
    get,
    set,
    setFromLogin(answer) {
      const record = curUserFromLogin(answer);
      set(record);
      return record;
    },
    clear() {
      slot.remove();
      notify();
    },
    subscribe,
  };
}
