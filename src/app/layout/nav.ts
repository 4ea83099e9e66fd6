/** The site's navigation: header main links, additional links, the Reference menu, footer columns. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type RouteName, type RouteParams, pathTo } from '../../routing/paths';

export interface NavLink {
  to: RouteName;
  params?: RouteParams;
  query?: string;
  label: MessageDescriptor;
  /** Route names on which this link is shown active besides its own path. */
  active?: RouteName[];
}

export const mainLinks: NavLink[] = [
  { to: 'tariffs', label: msg`Tariffs`, active: ['tariffs-type', 'tariffs-type-code', 'home-type', 'home-type-code'] },
  { to: 'tv', label: msg`Television`, active: ['megogo', 'megogo-compare', 'sweet-tv', 'sweet-tv-compare'] },
  { to: 'tariffs-business', label: msg`For business` },
  { to: 'equipment', label: msg`Shop`, active: ['equipment-category', 'equipment-product', 'equipment-category-product', 'equipment-compare'] },
  { to: 'sales', label: msg`Promotions`, active: ['sales-item'] },
];

export const additionalLinks: NavLink[] = [
  { to: 'payment-methods', label: msg`Payments` },
  { to: 'contacts', label: msg`Contacts` },
];

export const referenceLinks: NavLink[] = [
  { to: 'setup-pc', label: msg`Internet settings` },
  { to: 'faq-category', params: { url_key: 'tv-setup' }, label: msg`Television settings` },
  { to: 'routers', label: msg`Router setup` },
  { to: 'faq', label: msg`FAQ`, active: ['faq-category'] },
  { to: 'additional', label: msg`Additional services` },
  { to: 'speed-test', label: msg`Speed test` },
  { to: 'news', label: msg`News`, active: ['news-item', 'news-short'] },
  { to: 'vacancies', label: msg`Vacancies`, active: ['vacancy'] },
  { to: 'contracts', label: msg`Legal documents` },
];

export const footerNavigation: NavLink[] = [
  { to: 'tariffs', label: msg`Tariffs` },
  { to: 'tariffs-business', label: msg`For business` },
  { to: 'faq', label: msg`FAQ` },
  { to: 'megogo', label: msg`MEGOGO` },
  { to: 'sweet-tv', label: msg`SWEET.TV` },
  { to: 'cover', label: msg`Coverage map` },
];

export const footerCompany: NavLink[] = [
  { to: 'news', label: msg`News` },
  { to: 'sales', label: msg`Promotions` },
  { to: 'vacancies', label: msg`Vacancies` },
  { to: 'payment-methods', label: msg`Payments` },
  { to: 'contracts', label: msg`Legal documents` },
  { to: 'additional', label: msg`Additional services` },
  { to: 'contacts', label: msg`Contacts` },
  { to: 'privacy-policy', label: msg`Privacy policy` },
  { to: 'contracts', query: 'id=24', label: msg`Public contract` },
];

/** The active-link rule: a link is active on its own page and on the routes it names as its own. */
export function isActive(link: NavLink, currentPath: string, currentRoute: string, href: string): boolean {
  return href === currentPath || (link.active?.includes(currentRoute as RouteName) ?? false);
}

/** Whether a menu item is the current page's (never one that adds a query to its route). */
export function linkActive(link: NavLink, currentPath: string, currentRoute: string): boolean {
  return !link.query && isActive(link, currentPath, currentRoute, pathTo(link.to, link.params));
}

/** The Reference menu is marked current on its pages and theirs; the drawer opens its group on its own pages. */
export const referenceActive = (currentRoute: string) => referenceLinks.some((l) => l.to === currentRoute || l.active?.includes(currentRoute as RouteName));
export const referenceOpen = (currentRoute: string) => referenceLinks.some((l) => l.to === currentRoute);

const menuLinks = [...mainLinks, ...additionalLinks, ...referenceLinks, ...footerNavigation, ...footerCompany];
/**
 * Everything the menus read from the page, as a key: pages with the same key have the same
 * header, drawer and footer (src/ui/frozen.tsx).
 */
export function menuKey(currentPath: string, currentRoute: string): string {
  const flags = menuLinks.map((l) => linkActive(l, currentPath, currentRoute));
  flags.push(referenceActive(currentRoute), referenceOpen(currentRoute));
  return flags.map(Number).join('');
}
