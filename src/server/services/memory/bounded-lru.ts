import { LRUCache } from 'lru-cache';

/**
 * What keeping one more entry costs besides its own strings and buffers: the cache's slot, the entry's
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
 * first, so no stream of distinct keys (every family code, say) can grow the process without end. The
 * eviction is lru-cache's; this only fixes how every cache here counts an entry's memory.
 */
export function createBoundedLru<V extends NonNullable<unknown>>({ maxEntries, maxBytes, bytesOf, onRemove }: BoundedLruOptions<V>) {
  return new LRUCache<string, V>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (value, key) => bytesOf(key, value) + ENTRY_OVERHEAD_BYTES,
    dispose: onRemove && ((value, key) => onRemove(key, value)),
  });
}
