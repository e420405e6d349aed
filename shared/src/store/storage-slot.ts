/** One string value in localStorage that keeps working when storage does not. */
export interface StorageSlot {
  read(): string | null;
  write(value: string): void;
  remove(): void;
}

/** localStorage, or null outside a browser (a test without a DOM). */
export function browserLocalStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/**
 * Private modes and blocked cookies make localStorage throw (on access, on write, or when the quota is 0).
 * The first failure switches the slot to memory for the rest of the page's life, so a visitor can still sign in
 * for this visit instead of meeting a crash.
 */
export function createStorageSlot(key: string, getStorage: () => Storage | null): StorageSlot {
  let memoryOnly = false;
  // Mirrors the last value written here, so a switch to memory keeps the current session.
  let memory: string | null = null;

  function storage(): Storage | null {
    if (memoryOnly) return null;
    try {
      const area = getStorage();
      if (area === null) memoryOnly = true;
      return area;
    } catch {
      memoryOnly = true;
      return null;
    }
  }

  return {
    read() {
      const area = storage();
      if (area === null) return memory;
      try {
        return area.getItem(key);
      } catch {
        memoryOnly = true;
        return memory;
      }
    },
    write(value) {
      memory = value;
      const area = storage();
      if (area === null) return;
      try {
        area.setItem(key, value);
      } catch {
        memoryOnly = true;
        try {
          // An older value left in storage would come back on the next visit as the wrong user.
          area.removeItem(key);
        } catch {
          // Storage refuses every call; memory alone holds the session now.
        }
      }
    },
    remove() {
      memory = null;
      const area = storage();
      if (area === null) return;
      try {
        area.removeItem(key);
      } catch {
        memoryOnly = true;
      }
    },
  };
}
