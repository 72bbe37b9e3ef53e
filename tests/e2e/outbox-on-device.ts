import type { Page } from './test';

/** How many saves wait in this device's outbox (IndexedDB), read as the page reads them; 0 before it exists. */
export function savesWaitingOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty, without the page's store.
    if (!(await indexedDB.databases()).some((db) => db.name === 'iyagi-outbox')) return 0;
    return new Promise<number>((resolve, reject) => {
      const opened = indexedDB.open('iyagi-outbox');
      opened.onerror = () => reject(opened.error);
      opened.onsuccess = () => {
        const count = opened.result.transaction('requests').objectStore('requests').count();
        count.onsuccess = () => {
          opened.result.close();
          resolve(count.result);
        };
      };
    });
  });
}
