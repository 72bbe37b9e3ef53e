import { createHash } from 'node:crypto';
import { createBoundedLru, stringBytes } from '../memory/bounded-lru';

/** A list answer as sent: its JSON's bytes (encoded once, not on every answer) and a validator for If-None-Match. */
export interface ListPage {
  body: Buffer;
  etag: string;
}

export function listPageOf(records: unknown[]): ListPage {
  const json = JSON.stringify(records);
  // Its own memory, not a slice of Node's shared 8 KB pool, which a kept page would hold whole.
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  body.write(json);
  // Weak: compression sends other bytes for the same list.
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

const BUFFER_OVERHEAD_BYTES = 200;

interface Entry {
  familyKey: string;
  page: ListPage;
}

export interface ScoreListCacheBounds {
  maxEntries: number;
  /** Estimated memory of the pages kept: their JSON, validators, keys and each entry's bookkeeping. */
  maxBytes: number;
}

// Families whose change time is remembered; past this the oldest reads in flight simply are not kept.
const MAX_REMEMBERED_CHANGES = 10_000;

/**
 * Score lists kept in memory per family, dropped whenever the family's scores change (a write here, or a
 * database notice from any instance). A list read before a change but finished after it is not kept, so
 * the cache never holds older data than the database. Until the change notices are heard it keeps nothing.
 * Bounded by entries and their memory, least recently used out first: an unused code's empty list costs
 * its bookkeeping, not its two bytes of JSON.
 */
export function createScoreListCache({ maxEntries, maxBytes }: ScoreListCacheBounds) {
  let hearing = false;
  /** Counts changes; a read remembers the count it started at. */
  let clock = 0;
  /** Reads started before this count are never kept. */
  let floor = 0;
  const changedAt = new Map<string, number>();
  const idsByFamily = new Map<string, Set<string>>();
  const entries = createBoundedLru<Entry>({
    maxEntries,
    maxBytes,
    // The family index's slot and set cost about as much again as the key; a buffer's own objects about 200 bytes.
    bytesOf: (id, { page }) => 2 * stringBytes(id) + BUFFER_OVERHEAD_BYTES + page.body.length + stringBytes(page.etag),
    onRemove: (id, { familyKey }) => {
      const ids = idsByFamily.get(familyKey);
      ids?.delete(id);
      if (ids?.size === 0) idsByFamily.delete(familyKey);
    },
  });

  const forgetAll = () => {
    clock++;
    floor = clock;
    changedAt.clear();
    entries.clear();
  };

  return {
    get(familyKey: string, key: string): ListPage | undefined {
      return entries.get(`${familyKey} ${key}`)?.page;
    },

    /** Call before reading the database; hand the answer to `keep`. */
    startRead(): number {
      return clock;
    },

    keep(familyKey: string, key: string, page: ListPage, startedAt: number): void {
      if (!hearing || startedAt < floor || (changedAt.get(familyKey) ?? -1) > startedAt) return;
      const id = `${familyKey} ${key}`;
      entries.set(id, { familyKey, page });
      if (entries.get(id)) idsByFamily.set(familyKey, (idsByFamily.get(familyKey) ?? new Set()).add(id));
    },

    /** The family's scores changed: its lists are gone, and reads already under way are not kept. */
    changed(familyKey: string): void {
      clock++;
      if (changedAt.size >= MAX_REMEMBERED_CHANGES) {
        changedAt.clear();
        floor = clock;
      }
      changedAt.set(familyKey, clock);
      for (const id of [...(idsByFamily.get(familyKey) ?? [])]) entries.delete(id);
    },

    /** Any family's scores may have changed (a TRUNCATE, or notices missed). */
    changedAll: forgetAll,

    /** Whether changes are being heard; while not, nothing is kept or served. */
    setHearing(now: boolean): void {
      hearing = now;
      forgetAll();
    },

    get size() {
      return entries.size;
    },

    /** The estimated memory of the pages kept. */
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
