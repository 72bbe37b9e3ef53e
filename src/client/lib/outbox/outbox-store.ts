import type { QueuedRequest } from './outbox-rules';

const DB_NAME = 'iyagi-outbox';
const STORE = 'requests';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      // Resolved when the transaction commits, so a queued save is on disk before the page says so.
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

export const putQueued = (item: QueuedRequest) => inStore('readwrite', (s) => s.put(item)).then(() => undefined);
export const removeQueued = (id: string) => inStore('readwrite', (s) => s.delete(id)).then(() => undefined);
export const allQueued = () =>
  inStore<QueuedRequest[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedRequest[]>).then((items) => items.sort((a, b) => a.queuedAt - b.queuedAt));

/** Removes every waiting save `matches` picks, in one transaction; answers how many. */
export async function removeQueuedWhere(matches: (item: QueuedRequest) => boolean): Promise<number> {
  const ids = (await allQueued()).filter(matches).map((item) => item.id);
  if (ids.length === 0) return 0;
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      for (const id of ids) tx.objectStore(STORE).delete(id);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
  return ids.length;
}
