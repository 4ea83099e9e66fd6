/**
 * What the service worker last saved for offline reading and when. It writes this record
 * into the content cache each time it warms the offline set; pages read it directly from
 * Cache Storage (no network), so it works offline too.
 */
import type { Locale } from '../domain/locale';

export const offlineMetaUrl = '/__offline/meta';
/** Written instead when data saving kept the worker from fetching the set; removed once it is saved. */
export const visitedOnlyUrl = '/__offline/visited-only';
export const contentCacheName = 'content-v1';

export interface OfflineMeta {
  /** ISO time of the last complete warm. */
  savedAt: string;
  /**
   * That time as /saved prints it, printed by the worker: the page then starts no ICU (a long
   * task on a slow phone). Missing in a record an older worker wrote.
   */
  printed?: Record<Locale, string>;
  /** Content URLs and asset URLs kept. */
  urls: string[];
  assets: string[];
}

export interface VisitedOnly {
  /** ISO time the worker last passed the offline set by. */
  since: string;
}

async function readRecord<T>(url: string): Promise<T | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cache = await caches.open(contentCacheName);
    const response = await cache.match(url);
    return response ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

export const readOfflineMeta = () => readRecord<OfflineMeta>(offlineMetaUrl);
export const readVisitedOnly = () => readRecord<VisitedOnly>(visitedOnlyUrl);

/** The part of the Network Information API that says the visitor pays for every byte. */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether to spare the visitor's data: the browser's Save-Data setting, or a connection it
 * rates as 2g or slower. Chromium answers in pages and workers alike; other browsers never ask.
 */
export function dataSavingOn(nav: object = navigator): boolean {
  const connection = (nav as { connection?: ConnectionHints }).connection;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}
