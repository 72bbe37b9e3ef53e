/**
 * What keeping one more entry costs besides its own strings and buffers: the Map's slot, the entry's
 * object and the bookkeeping around it. With it an unused family code's score list is estimated at 674
 * bytes; 100,000 of them measured 576 bytes each of heap (Node 20, after a full collection).
 */
export const ENTRY_OVERHEAD_BYTES = 320;

/** A string's memory at worst: two bytes a character (V8 keeps Korean text, and only then, that way). */
export const stringBytes = (text: string) => text.length * 2;

export interface BoundedLruOptions<V> {
  maxEntries: number;
  maxBytes: number;
  /** The entry's own memory, key included; ENTRY_OVERHEAD_BYTES is added to it. */
  bytesOf(key: string, value: V): number;
  /** Told of each entry that leaves, whether evicted, replaced, deleted or cleared. */
  onRemove?(key: string, value: V): void;
}

/**
 * A map kept within a count of entries and an estimate of their memory, dropping the least recently used
 * first, so no stream of distinct keys (every family code, say) can grow the process without end.
 */
export function createBoundedLru<V>({ maxEntries, maxBytes, bytesOf, onRemove }: BoundedLruOptions<V>) {
  // Insertion order is use order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    onRemove?.(key, entry.value);
  };

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    /** Keeps the value unless it alone is over the byte bound; older entries make room. */
    set(key: string, value: V): void {
      remove(key);
      const cost = bytesOf(key, value) + ENTRY_OVERHEAD_BYTES;
      if (cost > maxBytes) return;
      entries.set(key, { value, bytes: cost });
      bytes += cost;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes && entries.size <= maxEntries) break;
        remove(oldest);
      }
    },

    delete: remove,

    clear(): void {
      for (const key of [...entries.keys()]) remove(key);
    },

    get size() {
      return entries.size;
    },

    /** The estimated memory of every entry kept. */
    get bytes() {
      return bytes;
    },
  };
}

export type BoundedLru<V> = ReturnType<typeof createBoundedLru<V>>;
