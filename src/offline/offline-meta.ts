/**
 * What the service worker last saved for offline reading and when. It writes this record
 * into the content cache each time it warms the offline set; pages read it directly from
 * Cache Storage (no network), so it works offline too.
 */
export const offlineMetaUrl = '/__offline/meta';
export const contentCacheName = 'content-v1';

export interface OfflineMeta {
  /** ISO time of the last complete warm. */
  savedAt: string;
  /** Content URLs and asset URLs kept. */
  urls: string[];
  assets: string[];
}

export async function readOfflineMeta(): Promise<OfflineMeta | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const cache = await caches.open(contentCacheName);
    const response = await cache.match(offlineMetaUrl);
    return response ? ((await response.json()) as OfflineMeta) : null;
  } catch {
    return null;
  }
}
