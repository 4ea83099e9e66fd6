/** Lookups over the route table: match a path (in the order of routing/paths.ts), find a route. */
import { matchPath } from '../../routing/match-path';
import { paths, type RouteName } from '../../routing/paths';
import { routes } from '../routes';
import type { RouteDef } from './types';

const table: RouteDef[] = (Object.keys(paths) as RouteName[]).map((name) => ({
  ...routes[name],
  name,
  path: paths[name],
}));
const byName = new Map(table.map((r) => [r.name, r]));

export const allRoutes: readonly RouteDef[] = table;
export const notFoundRoute = byName.get('not-found') as RouteDef;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Finds the route for a path inside one locale ("/faq", not "/ru/faq"). */
export function matchRoute(path: string): RouteMatch | null {
  const match = matchPath(path);
  return match && { route: byName.get(match.name) as RouteDef, params: match.params };
}

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name as RouteName);
}

/**
 * The part of a query the page at `path` reads: the first `key=value` of each parameter its
 * route declares (`query`), every one of those it reads as a list (`queryLists`: a plain form's
 * ticked boxes repeat a key), as written and in the order written; "" when none. A redirecting
 * route keeps the whole query (it hands it on). Two URLs with the same path and this part are
 * the same page: the server caches it once, and the browser does not load it again.
 */
export function routeQuery(path: string, search: string): string {
  if (search.length <= 1) return '';
  const match = matchRoute(path);
  if (match?.route.redirect) return search;
  const declared = match?.route.query;
  if (!declared?.length) return '';
  const lists = match?.route.queryLists ?? [];
  const kept = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    let key: string;
    try {
      key = decodeURIComponent((part.split('=', 1)[0] as string).replace(/\+/g, ' '));
    } catch {
      continue;
    }
    if (!declared.includes(key)) continue;
    if (lists.includes(key)) kept.set(part, part);
    else if (!kept.has(key)) kept.set(key, part);
  }
  return kept.size ? `?${[...kept.values()].join('&')}` : '';
}
