import { API_READS_CACHE, isFamilyCacheKey } from './cache-keys';

/** Where workbox-expiration keeps the time of each cached answer (its own database, one row per address). */
const EXPIRATION_DB = 'workbox-expiration';
const EXPIRATION_STORE = 'cache-entries';

interface ExpirationRow {
  id: string;
  cacheName: string;
  url: string;
}

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error);
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });

/** Deletes workbox-expiration's rows for the family's read addresses (its children's names are in them). */
async function forgetExpirationRows(digest: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Only an existing database: opening a missing one would make an empty one without workbox's stores.
  const names = 'databases' in indexedDB ? await indexedDB.databases() : [{ name: EXPIRATION_DB }];
  if (!names.some((db) => db.name === EXPIRATION_DB)) return;
  const open = indexedDB.open(EXPIRATION_DB);
  await done(open);
  const db = open.result;
  try {
    if (!db.objectStoreNames.contains(EXPIRATION_STORE)) return;
    const transaction = db.transaction(EXPIRATION_STORE, 'readwrite');
    const store = transaction.objectStore(EXPIRATION_STORE);
    const all = store.getAll();
    await done(all);
    for (const row of all.result as ExpirationRow[]) {
      if (row.cacheName === API_READS_CACHE && isFamilyCacheKey(row.url, digest)) store.delete(row.id);
    }
    await done(transaction);
  } finally {
    db.close();
  }
}

/**
 * Drops every cached read of one family (by its digest) and workbox's record of them, except `keep` (the
 * address of a fresh answer just cached). Used when the family's records changed somewhere, and when the
 * device deletes them or forgets the code.
 */
export async function dropFamilyReads(digest: string, keep?: string): Promise<void> {
  const cache = await caches.open(API_READS_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => key.url !== keep && isFamilyCacheKey(key.url, digest)).map((key) => cache.delete(key, { ignoreVary: true })));
  if (keep === undefined) await forgetExpirationRows(digest);
}
