import { createHash } from 'node:crypto';

/** A list answer as sent: its JSON and a validator for If-None-Match. */
export interface ListPage {
  body: string;
  etag: string;
}

export function listPageOf(records: unknown[]): ListPage {
  const body = JSON.stringify(records);
  // Weak: compression sends other bytes for the same list.
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

interface Entry {
  familyKey: string;
  page: ListPage;
}

// Families whose change time is remembered; past this the oldest reads in flight simply are not kept.
const MAX_REMEMBERED_CHANGES = 10_000;

/**
 * Score lists kept in memory per family, dropped whenever the family's scores change (a write here, or a
 * database notice from any instance). A list read before a change but finished after it is not kept, so
 * the cache never holds older data than the database. Until the change notices are heard it keeps nothing.
 */
export function createScoreListCache({ maxBytes }: { maxBytes: number }) {
  let hearing = false;
  /** Counts changes; a read remembers the count it started at. */
  let clock = 0;
  /** Reads started before this count are never kept. */
  let floor = 0;
  const changedAt = new Map<string, number>();
  // Insertion order is use order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const idsByFamily = new Map<string, Set<string>>();
  let bytes = 0;

  const remove = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    bytes -= entry.page.body.length;
    const ids = idsByFamily.get(entry.familyKey);
    ids?.delete(id);
    if (ids?.size === 0) idsByFamily.delete(entry.familyKey);
  };

  const forgetAll = () => {
    clock++;
    floor = clock;
    changedAt.clear();
    entries.clear();
    idsByFamily.clear();
    bytes = 0;
  };

  return {
    get(familyKey: string, key: string): ListPage | undefined {
      const id = `${familyKey} ${key}`;
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      entries.set(id, entry);
      return entry.page;
    },

    /** Call before reading the database; hand the answer to `keep`. */
    startRead(): number {
      return clock;
    },

    keep(familyKey: string, key: string, page: ListPage, startedAt: number): void {
      if (!hearing || startedAt < floor || (changedAt.get(familyKey) ?? -1) > startedAt) return;
      if (page.body.length > maxBytes) return;
      const id = `${familyKey} ${key}`;
      remove(id);
      entries.set(id, { familyKey, page });
      idsByFamily.set(familyKey, (idsByFamily.get(familyKey) ?? new Set()).add(id));
      bytes += page.body.length;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },

    /** The family's scores changed: its lists are gone, and reads already under way are not kept. */
    changed(familyKey: string): void {
      clock++;
      if (changedAt.size >= MAX_REMEMBERED_CHANGES) {
        changedAt.clear();
        floor = clock;
      }
      changedAt.set(familyKey, clock);
      for (const id of idsByFamily.get(familyKey) ?? []) remove(id);
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
  };
}

export type ScoreListCache = ReturnType<typeof createScoreListCache>;
