/**
 * The one declared list of content the service worker caches when it installs, so these
 * pages render offline even if never visited. Later features add their queries here.
 */
import { contentUrl } from '../data/content-url';
import type { QueryDef } from '../data/query-def';
import { siteQueries } from '../data/site-queries';
import { homeQueries } from '../pages/home/queries';

const warmed: QueryDef[] = [...Object.values(siteQueries), ...Object.values(homeQueries)];

export function warmUrls(): string[] {
  return warmed.map((q) => contentUrl(q.collection, q.query));
}
