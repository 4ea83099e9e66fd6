/** Which pages the server renders ahead and caches, and the part of a URL's query a page reads. */
import type { ContentSource } from '../../domain/content/source';
import { locales, splitLocale, withLocale } from '../../domain/locale';
import { localityCodes, tariffTypes } from '../../domain/places';
import { guidePath } from '../../routing/guide-path';
import { pathTo } from '../../routing/paths';
import { allRoutes, routeQuery } from '../router/table';

/** The part of a page URL's query its page reads (the route table's `routeQuery`): the server caches pages under it. */
export function pageQuery(pathname: string, search: string): string {
  return routeQuery(splitLocale(pathname).path, search);
}

/**
 * The pages known before any visitor asks, in both languages: every route without parameters
 * and every tariff, locality, coverage, TV, FAQ category, guide, shop category and product page. The server renders
 * them once after it starts (server/render/prerender.ts).
 */
export async function knownPagePaths(content: ContentSource): Promise<string[]> {
  const [categories, guides, shopCategories, products] = await Promise.all([
    content.items('faq_category'),
    content.items('guides'),
    content.items('categories'),
    content.items('products', { fields: ['url'] }),
  ]);
  const paths: string[] = [];
  for (const route of allRoutes) {
    if (route.path.includes(':') || route.redirect || route.online || route.status) continue;
    paths.push(pathTo(route.name));
  }
  for (const type of tariffTypes) {
    paths.push(pathTo('tariffs-type', { type }));
    for (const code of localityCodes) paths.push(pathTo('tariffs-type-code', { type, code }));
  }
  for (const city of localityCodes) paths.push(pathTo('cover-city', { city }));
  for (const c of categories) paths.push(pathTo('faq-category', { url_key: c.url_key }));
  for (const g of guides) paths.push(guidePath(g.kind, g.url_key));
  for (const c of shopCategories) paths.push(pathTo('equipment-category', { link: c.url }));
  for (const p of products) paths.push(pathTo('equipment-product', { link: p.url }));
  return locales.flatMap((locale) => paths.map((path) => withLocale(locale, path)));
}
