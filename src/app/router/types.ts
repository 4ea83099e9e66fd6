import type { MessageDescriptor } from '@lingui/core';
import type { RouteName } from '../../routing/paths';
import type { Loader } from '../../routing/page-types';
import type { LazyPage } from './lazy-page';

export { NotFoundError, RedirectError, type Loader, type LoaderContext } from '../../routing/page-types';

export interface RouteConfig {
  page: LazyPage;
  load?: Loader;
  /** The page's validity check; false shows the 404 page. */
  check?: (params: Readonly<Record<string, string>>) => boolean;
  title: MessageDescriptor;
  /** Parent in breadcrumbs (home when absent). */
  parent?: RouteName;
  /** The route whose URL is this page's canonical (tariff type pages -> tariffs). */
  canonical?: RouteName;
  layout?: 'default' | 'bare';
  /** Redirects to another route, keeping the query. */
  redirect?: RouteName;
  /** Answer with this HTTP status (the 404 page). */
  status?: number;
  /** The page needs the network: offline it says so instead of rendering from cache; the server renders it afresh each time. */
  online?: boolean;
  /**
   * The query parameters the page reads (loader or page): the server's page cache keys on these
   * and ignores the rest of the query, so `/?x=1` is the cached `/`.
   */
  query?: readonly string[];
  /** Those of `query` the page reads as lists: each of their values counts (producer=1&producer=2). */
  queryLists?: readonly string[];
  /**
   * HTML first: the server's HTML is the page and the browser hydrates only its islands
   * (src/ui/island.tsx), each on its own root; links navigate the browser's way.
   */
  islands?: boolean;
}

export interface RouteDef extends RouteConfig {
  name: RouteName;
  path: string;
}
