/** Page title, canonical link and hreflang alternates, from the route table. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Locale, locales, localeHreflang, pick, withLocale } from '../domain/locale';
import type { RouteUrl } from '../domain/content/site';
import { pageMeta } from '../routing/page-types';
import { pathTo } from '../routing/paths';
import { notFoundRoute, routeByName } from './router/table';
import type { PageState } from './page-state';

export const siteName = 'ZoriaNet';
const errorTitle = msg`An error occurred`;
/** The pages without a description of their own; its figures are checked against the content by tests/server/content-consistency.test.ts. */
export const siteDescription = msg`Fibre internet up to 10 Gbit/s, interactive TV and 24/7 support in Zaporizhzhia and 9 localities around it.`;

export function pageTitle(i18n: I18n, locale: Locale, page: PageState, overrides: readonly RouteUrl[]): string {
  if (page.error) return `${i18n._(errorTitle)} | ${siteName}`;
  const route = routeByName(page.routeName) ?? notFoundRoute;
  const override = overrides.find((o) => o.name === route.name);
  const custom = pick(locale, override?.meta_title_ukr, override?.meta_title_ru);
  return `${pageMeta(page.data).title || custom || i18n._(route.title)} | ${siteName}`;
}

export interface HeadLinks {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

export function headLinks(origin: string, locale: Locale, page: PageState): HeadLinks {
  const route = routeByName(page.routeName);
  const path = pageMeta(page.data).canonical ?? (route?.canonical ? pathTo(route.canonical) : page.path);
  const url = (l: Locale) => origin + withLocale(l, path);
  return {
    canonical: url(locale),
    alternates: [
      ...locales.map((l) => ({ hreflang: localeHreflang[l], href: url(l) })),
      { hreflang: 'x-default', href: url('uk') },
    ],
  };
}
