/**
 * The vacancy reference lists, loaded only while empty: in the browser
 * a list, once read, is kept for the rest of the visit, so changing a filter reads only the
 * vacancies. The server keeps nothing between requests.
 */
import type { ContentSource } from '../../domain/content/source';
import { type Locale, pick } from '../../domain/locale';
import type { VacancyLookup } from '../../domain/content/vacancies';
import { vacancyQueries as q } from './queries';

export type LookupItem = Pick<VacancyLookup, 'id' | 'position' | 'name_ukr' | 'name_ru'>;

export interface Lookups {
  locations: LookupItem[];
  categories: LookupItem[];
  employmentTypes: LookupItem[];
  experienceTypes: LookupItem[];
  requiredDocuments: LookupItem[];
}

const names = ['locations', 'categories', 'employmentTypes', 'experienceTypes', 'requiredDocuments'] as const;

const cache: Lookups = { locations: [], categories: [], employmentTypes: [], experienceTypes: [], requiredDocuments: [] };
const inBrowser = typeof window !== 'undefined';

/** Keeps lists that arrived with the server-rendered page, so the first filter change skips them. */
export function rememberLookups(lookups: Lookups): void {
  if (!inBrowser) return;
  for (const name of names) if (cache[name].length === 0) cache[name] = lookups[name];
}

export async function loadLookups(content: ContentSource): Promise<Lookups> {
  const lists = await Promise.all(
    names.map(async (name) => {
      if (inBrowser && cache[name].length > 0) return cache[name];
      const items = await q[name].read(content);
      if (inBrowser) cache[name] = items;
      return items;
    }),
  );
  return Object.fromEntries(names.map((name, i) => [name, lists[i] ?? []])) as unknown as Lookups;
}

export const lookupName = (item: LookupItem, locale: Locale) => pick(locale, item.name_ukr, item.name_ru);

/** The name of the item with this id, or null when the list does not have it. */
export function nameOf(list: LookupItem[], id: number, locale: Locale): string | null {
  const item = list.find((x) => x.id === id);
  return item ? lookupName(item, locale) : null;
}
