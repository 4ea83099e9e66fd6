/**
 * The offline set: the content the server lists (src/domain/offline-set.ts) and the images and
 * documents it refers to, saved so pages render offline even if never visited; a record says
 * what was saved and when. With data saving on it waits until the visitor asks (/saved).
 */
/// <reference lib="webworker" />
import { assetRefs } from '../../src/domain/content/asset-ids';
import { assetUrl } from '../../src/domain/content/translate';
import { formatDate } from '../../src/domain/format';
import { offlineSetPath, offlineSetUrls } from '../../src/domain/offline-set';
import { dataSavingOn, type OfflineMeta, offlineMetaUrl, type VisitedOnly, visitedOnlyUrl } from '../../src/offline/offline-meta';
import { cacheNames, gate } from './caches';

declare const self: ServiceWorkerGlobalScope;

/** How often the offline set is refreshed while the site is used (content may change). */
const warmRefreshMs = 60 * 60 * 1000;
let lastWarm = 0;

export const warmDue = () => Date.now() - lastWarm > warmRefreshMs;

const jsonResponse = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/**
 * Saves the declared offline set: every warmed content query, then every image or document
 * its items refer to (guide figures, icons, notices), then a record of what and when, which
 * pages show ("saved for offline on ..."). An item that fails is left for the next refresh.
 */
export async function warmContent(): Promise<void> {
  lastWarm = Date.now();
  // The server says what to save (the pages mark it): without the list, the next refresh tries again.
  const listed = await fetch(offlineSetPath, { cache: 'no-store' }).then((r) => (r.ok ? r.json() : null)).catch(() => null);
  const urls = offlineSetUrls(listed);
  if (!urls) return;
  const cache = await caches.open(cacheNames.content);
  const assets = new Set<string>();
  const saved = await gate.settleEach(urls, async (url) => {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(url, response.clone());
    const body = (await response.json()) as { data?: unknown };
    for (const [, id] of assetRefs(body.data)) assets.add(assetUrl(id));
    return url;
  });
  const images = await caches.open(cacheNames.images);
  const kept = await gate.settleEach([...assets], async (url) => {
    if (!(await images.match(url))) await images.add(url);
    return url;
  });
  const ok = <T,>(results: PromiseSettledResult<T>[]) => results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const savedAt = new Date().toISOString();
  const printed = { uk: formatDate(savedAt, 'longDateTime', 'uk'), ru: formatDate(savedAt, 'longDateTime', 'ru') };
  const meta: OfflineMeta = { savedAt, printed, urls: ok(saved), assets: ok(kept) };
  await cache.put(offlineMetaUrl, jsonResponse(meta));
  await cache.delete(visitedOnlyUrl);
}

/**
 * Warms the offline set unless data saving is on and the visitor has not asked for the set
 * (/saved offers it): then only the shell and what they open are kept, and a record says so.
 * Once the set is saved it is kept fresh whatever the connection.
 */
export async function warmUnlessSaving(): Promise<void> {
  const cache = await caches.open(cacheNames.content);
  if (!dataSavingOn(self.navigator) || (await cache.match(offlineMetaUrl))) return warmContent();
  if (await cache.match(visitedOnlyUrl)) return;
  const record: VisitedOnly = { since: new Date().toISOString() };
  await cache.put(visitedOnlyUrl, jsonResponse(record));
}
