/**
 * The single source of paths: route name -> Ukrainian path pattern (the Russian twin is the
 * same under /ru). Links and redirects are built from here; the route table adds pages.
 * Order matters: the first matching pattern wins.
 */
import { fillPattern } from './match';

export const paths = {
  home: '/',
  call: '/call',
  'not-found': '/404',
  additional: '/additional',
  contacts: '/contacts',
  contracts: '/contracts',
  cover: '/cover',
  'cover-city': '/cover/:city',
  equipment: '/equipment',
  'equipment-compare': '/equipment/compare',
  'equipment-category': '/equipment/category/:link',
  'equipment-product': '/equipment/:link',
  /** The form promotions link products with. */
  'equipment-category-product': '/equipment/:category/:id',
  faq: '/faq',
  'faq-category': '/faq/:url_key',
  megogo: '/megogo',
  'megogo-compare': '/megogo/compare-tariff',
  'sweet-tv': '/sweet-tv',
  'sweet-tv-compare': '/sweet-tv/compare-tariff',
  tv: '/tv',
  news: '/news',
  'news-item': '/news/:id',
  /** The short form of a news item's address, as links in older notices have it. */
  'news-short': '/nw/:id',
  'payment-methods': '/payment-methods',
  'privacy-policy': '/privacy-policy',
  registration: '/registration',
  'registration-id': '/registration/:id',
  sales: '/sales',
  'sales-item': '/sales/:id',
  'speed-test': '/speed-test',
  'speed-test-result': '/speed-test/r/:id',
  tariffs: '/tariffs',
  'tariffs-business': '/tariffs/business',
  'tariffs-type': '/tariffs/:type',
  'tariffs-type-code': '/tariffs/:type/:code',
  vacancies: '/vacancies',
  vacancy: '/vacancies/:id',
  routers: '/routers',
  'setup-pc': '/setup-pc',
  'setup-pc-guide': '/setup-pc/:key',
  'routers-guide': '/routers/:key',
  saved: '/saved',
  referral: '/referral/:user?',
  // Home page with tariff context: last, as its first segment matches anything.
  'home-type': '/:type',
  'home-type-code': '/:type/:code',
} as const;

export type RouteName = keyof typeof paths;
export type RouteParams = Readonly<Record<string, string | number>>;

/** Paths of the routes without parameters, made once: most of a page's links. */
const plainPaths = new Map<RouteName, string>();

/** The path of a named route inside the current locale (the router adds /ru). */
export function pathTo(name: RouteName, params?: RouteParams): string {
  if (params) return fillPattern(paths[name], params);
  let path = plainPaths.get(name);
  if (path === undefined) plainPaths.set(name, (path = fillPattern(paths[name])));
  return path;
}
