/** A concrete URL for every route of src/app/routes.ts, for tests that visit them all. */
import { paths, type RouteName } from '../../src/routing/paths';
import { fillPattern } from '../../src/routing/match';

const sampleParams: Partial<Record<RouteName, Record<string, string>>> = {
  'cover-city': { city: 'balabino' },
  'equipment-category': { link: 'routers' },
  'equipment-product': { link: 'tp-link-archer-c6' },
  'equipment-category-product': { category: 'other', id: '41' },
  'faq-category': { url_key: 'cabinet-and-payments' },
  'news-item': { id: '15' },
  'news-short': { id: '16' },
  'registration-id': { id: '1001' },
  'sales-item': { id: 'refer-a-friend' },
  'setup-pc-guide': { key: 'windows-7' },
  'routers-guide': { key: 'tp-link-en' },
  'tariffs-type': { type: 'appartament' },
  'tariffs-type-code': { type: 'privat', code: 'kushugum' },
  vacancy: { id: '1' },
  'home-type': { type: 'internet10g' },
  'home-type-code': { type: 'appartament', code: 'zaporizhzhia' },
};

/** Routes that answer with something other than a page of their own. */
export const redirecting: RouteName[] = ['referral'];
/** Routes whose page exists only for data stored at run time (a stored speed-test result): their own tests create it. */
export const storedOnly: RouteName[] = ['speed-test-result'];

export const routeSamples: { name: RouteName; path: string }[] = (Object.keys(paths) as RouteName[])
  .filter((name) => !redirecting.includes(name) && !storedOnly.includes(name))
  .map((name) => ({ name, path: fillPattern(paths[name], sampleParams[name]) }));
