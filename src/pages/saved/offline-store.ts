/** What the browser keeps for this site: caches by kind, their sizes, and the saved lists. */
import { readOfflineMeta, readVisitedOnly, type OfflineMeta } from '../../offline/offline-meta';

export interface CacheUsage {
  kind: 'app' | 'content' | 'images' | 'pages';
  entries: number;
  bytes: number;
}

export interface SavedTitle {
  key: string;
  title_uk: string;
  title_ru: string;
}

export interface OfflineReport {
  meta: OfflineMeta | null;
  /** Data saving kept the worker from saving the set: only the shell and visited pages are kept. */
  visitedOnly: boolean;
  usage: CacheUsage[];
  guides: (SavedTitle & { kind: string })[];
  faqCategories: SavedTitle[];
}

function kindOf(cacheName: string): CacheUsage['kind'] {
  if (cacheName.startsWith('content')) return 'content';
  if (cacheName.startsWith('images')) return 'images';
  if (cacheName.startsWith('pages')) return 'pages';
  return 'app';
}

async function cacheSize(name: string): Promise<{ entries: number; bytes: number }> {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  let bytes = 0;
  for (const [i, request] of keys.entries()) {
    const response = await cache.match(request);
    if (response) bytes += (await response.blob()).size;
    // Hundreds of small reads: a pause now and then keeps each of the page's tasks short on a slow phone.
    if (i % 16 === 15) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { entries: keys.length, bytes };
}

type Translated = { languages_code: string; title: string };
const titleIn = (list: Translated[] | undefined, code: string) => list?.find((t) => t.languages_code === code)?.title ?? '';

/**
 * Reads the saved content answers of a collection straight from Cache Storage (works offline).
 * Several pages ask for the same collection with other fields (the home page's FAQ keys, the
 * vacancies' career categories): every saved answer is read, and the callers keep the items
 * that carry what they show.
 */
async function savedItems(meta: OfflineMeta, collection: string): Promise<Record<string, unknown>[]> {
  const urls = meta.urls.filter((u) => u.startsWith(`/content/items/${collection}?`) || u === `/content/items/${collection}`);
  const items: Record<string, unknown>[] = [];
  for (const url of urls) {
    const response = await caches.match(url);
    if (response) items.push(...((((await response.json()) as { data?: Record<string, unknown>[] }).data ?? [])));
  }
  return items;
}

/** One item per key, the first that has a title. */
function uniqueBy<T extends { key: string }>(list: T[], titled: (item: T) => boolean): T[] {
  const out = new Map<string, T>();
  for (const item of list) if (titled(item) && !out.has(item.key)) out.set(item.key, item);
  return [...out.values()];
}

export async function readOfflineReport(): Promise<OfflineReport> {
  const meta = await readOfflineMeta();
  const byKind = new Map<CacheUsage['kind'], CacheUsage>();
  for (const name of await caches.keys()) {
    const kind = kindOf(name);
    const { entries, bytes } = await cacheSize(name);
    const sum = byKind.get(kind) ?? { kind, entries: 0, bytes: 0 };
    byKind.set(kind, { kind, entries: sum.entries + entries, bytes: sum.bytes + bytes });
  }
  const guides = meta ? await savedItems(meta, 'guides') : [];
  const categories = meta ? await savedItems(meta, 'faq_category') : [];
  return {
    meta,
    visitedOnly: !meta && (await readVisitedOnly()) !== null,
    usage: [...byKind.values()],
    guides: uniqueBy(
      guides.map((g) => {
        const tr = g.translations as Translated[] | undefined;
        return { key: String(g.url_key), kind: String(g.kind), title_uk: titleIn(tr, 'uk'), title_ru: titleIn(tr, 'ru') };
      }),
      (g) => g.title_uk !== '' && g.title_ru !== '',
    ),
    faqCategories: uniqueBy(
      categories
        .filter((c) => c.audience === 'subscribers' && typeof c.name_ukr === 'string' && typeof c.name_ru === 'string')
        .map((c) => ({ key: String(c.url_key), title_uk: String(c.name_ukr), title_ru: String(c.name_ru) })),
      () => true,
    ),
  };
}

/** Asks the service worker to save the offline set again; resolves when it is done. */
export function refreshOfflineSet(timeoutMs = 60_000): Promise<void> {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return Promise.reject(new Error('no service worker'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      reject(new Error('timeout'));
    }, timeoutMs);
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type !== 'WARMED') return;
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('message', onMessage);
      resolve();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    controller.postMessage({ type: 'WARM' });
  });
}
