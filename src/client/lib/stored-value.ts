import { readStored, writeStored } from './stored';

/**
 * A value this device keeps in localStorage as JSON, for every part of the page that reads it. `read` gives
 * the same object until the stored text changes, as useSyncExternalStore needs; `subscribe` hears this
 * tab's saves and other tabs' changes; where storage refuses a save (private browsing), the value still
 * holds for this visit.
 */
export function storedValue<T>(key: string, parse: (stored: string | null) => T) {
  const listeners = new Set<() => void>();
  let cached: { stored: string | null; value: T } | null = null;
  return {
    read(): T {
      const now = readStored(key);
      if (!cached || cached.stored !== now) cached = { stored: now, value: parse(now) };
      return cached.value;
    },
    save(next: T): T {
      if (!writeStored(key, JSON.stringify(next))) cached = { stored: null, value: next };
      for (const listener of listeners) listener();
      return next;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
