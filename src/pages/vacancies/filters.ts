/** The list filters of /vacancies: `?location=&category=&type=` (ids of the reference lists). */
import type { Vacancy } from '../../domain/content/vacancies';

export const filterKeys = ['location', 'category', 'type'] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Record<FilterKey, number | null>;

const toId = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

export function parseFilters(search: string | URLSearchParams): Filters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { location: toId(params.get('location')), category: toId(params.get('category')), type: toId(params.get('type')) };
}

/** The query string for these filters, without "?"; empty filters are left out. */
export function filtersQuery(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value !== null) params.set(key, String(value));
  }
  return params.toString();
}

export const isFiltered = (filters: Filters) => filterKeys.some((key) => filters[key] !== null);

export function matches(vacancy: Pick<Vacancy, 'location' | 'category' | 'employment_type'>, filters: Filters): boolean {
  return (
    (filters.location === null || vacancy.location === filters.location) &&
    (filters.category === null || vacancy.category === filters.category) &&
    (filters.type === null || vacancy.employment_type === filters.type)
  );
}
