import type { Page } from '@playwright/test';

/** The speed-test page's history (IndexedDB, as idb-keyval keeps it), newest first; null when none is kept. */
export function keptHistory<T>(page: Page): Promise<T[] | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('speedtest-history');
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
  ) as Promise<T[] | null>;
}

/** The newest result in the speed-test page's history. */
export async function latestHistoryEntry<T>(page: Page): Promise<T> {
  return (await keptHistory<T>(page))?.[0] as T;
}
