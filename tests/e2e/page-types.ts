/**
 * One URL per route of src/app/routes.ts (the referral route only redirects home): the sweeps
 * visit each page type once per language instead of every URL, to keep CI short.
 */
export const pageTypes = [
  '/',
  '/call',
  '/404',
  '/additional',
  '/contacts',
  '/contracts?id=24',
  '/cover',
  '/cover/balabino',
  '/equipment',
  '/equipment/compare',
  '/equipment/category/routers',
  '/equipment/tp-link-archer-ax23',
  '/equipment/other/41',
  '/faq',
  '/faq/cabinet-and-payments',
  '/megogo',
  '/megogo/compare-tariff',
  '/sweet-tv',
  '/sweet-tv/compare-tariff',
  '/tv',
  '/news',
  '/news/15',
  '/nw/16',
  '/payment-methods',
  '/privacy-policy',
  '/registration',
  '/registration/1002',
  '/sales',
  '/sales/refer-a-friend',
  '/speed-test',
  '/speed-test/r/unknown',
  '/tariffs',
  '/tariffs/business',
  '/tariffs/privat',
  '/tariffs/appartament/zaporizhzhia',
  '/vacancies',
  '/vacancies/1',
  '/routers',
  '/routers/tp-link-en',
  '/setup-pc',
  '/setup-pc/windows-7',
  '/saved',
  '/privat',
  '/privat/zaporizhzhia',
] as const;

/** The page's URL in a language: Ukrainian as written, Russian under /ru. */
export function inLanguage(path: string, lang: 'uk' | 'ru'): string {
  if (lang === 'uk') return path;
  return path === '/' ? '/ru' : `/ru${path}`;
}
