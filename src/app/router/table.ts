/** Lookups over the route table: match a path (in the order of routing/paths.ts), find a route. */
import { compilePattern, matchPattern } from '../../routing/match';
import { paths, type RouteName } from '../../routing/paths';
import { routes } from '../routes';
import type { RouteDef } from './types';

const table: RouteDef[] = (Object.keys(paths) as RouteName[]).map((name) => ({
  ...routes[name],
  name,
  path: paths[name],
}));
const compiled = table.map((route) => ({ route, pattern: compilePattern(route.path) }));
const byName = new Map(table.map((r) => [r.name, r]));

export const allRoutes: readonly RouteDef[] = table;
export const notFoundRoute = byName.get('not-found') as RouteDef;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Finds the route for a path inside one locale ("/faq", not "/ru/faq"). */
export function matchRoute(path: string): RouteMatch | null {
  for (const { route, pattern } of compiled) {
    const params = matchPattern(pattern, path);
    if (params) return { route, params };
  }
  return null;
}

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name as RouteName);
}
