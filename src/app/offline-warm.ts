/**
 * The content the service worker saves when it installs, so these pages render offline even if
 * never visited: the site's own reads, every tariff, and each page's `offlineQueries` (marked in
 * its queries.ts). The server answers the list (server/offline-set.ts); the worker asks for it.
 */
import { contentUrl } from '../data/content-url';
import type { QueryDef } from '../data/query-def';
import { siteQueries } from '../data/site-queries';
import { tariffQueries } from '../data/tariff-queries';

const pages = import.meta.glob<QueryDef[]>('../pages/**/queries.ts', { eager: true, import: 'offlineQueries' });

const warmed: QueryDef[] = [
  ...Object.values(siteQueries),
  // Every tariff, locality and the shared terms: each /tariffs/... page renders from these three.
  ...Object.values(tariffQueries),
  ...Object.values(pages).flatMap((marked) => marked ?? []),
];

/** Each once: two pages may mark the same read. */
export function warmUrls(): string[] {
  return [...new Set(warmed.map((q) => contentUrl(q.collection, q.query)))];
}
