/**
 * Browser storage that never throws: storage can be missing (tests, some private modes) or full, and losing a
 * remembered preference must not break a screen.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function safeStore(getStorage: () => Storage | undefined): KeyValueStore {
  return {
    get(key) {
      try {
        return getStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        getStorage()?.setItem(key, value);
      } catch {
        // Storage refused (quota or privacy mode): the value is simply not remembered.
      }
    },
    remove(key) {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Same as above: nothing to remove from a storage we cannot reach.
      }
    },
  };
}

/** Kept across tabs and restarts: preferences such as the theme and recent searches. */
export const localStore = safeStore(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
/** Kept for this tab only: the page to return to after login. */
export const sessionStore = safeStore(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));

/** A store in memory, for tests. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}
