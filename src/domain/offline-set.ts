/**
 * The list of content the service worker saves for offline use, as the server answers it: the
 * worker asks for it when it installs and on each refresh, so it never imports the pages that
 * mark their queries (src/app/offline-warm.ts builds the list, server/offline-set.ts serves it).
 */
export const offlineSetPath = '/offline-set.json';

export interface OfflineSet {
  /** Content query URLs, each a path under /content/. */
  urls: string[];
}

/** The answer's URLs, if it is one: only paths under /content/ are taken. */
export function offlineSetUrls(body: unknown): string[] | null {
  const urls = (body as Partial<OfflineSet> | null)?.urls;
  if (!Array.isArray(urls)) return null;
  return urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/content/'));
}
