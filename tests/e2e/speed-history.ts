import type { Page } from '@playwright/test';

/** The newest result in the speed-test page's history (IndexedDB, as idb-keyval keeps it). */
export function latestHistoryEntry<T>(page: Page): Promise<T> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('speedtest-history');
          get.onsuccess = () => resolve(get.result[0]);
          get.onerror = () => reject(get.error);
        };
      }),
  ) as Promise<T>;
}
