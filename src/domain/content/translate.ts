import type { Locale } from '../locale';

/** The translation of an item in the visitor's language, falling back to Ukrainian. */
export function translation<T extends { languages_code: string }>(list: readonly T[], locale: Locale): T {
  const found = list.find((t) => t.languages_code === locale) ?? list.find((t) => t.languages_code === 'uk') ?? list[0];
  if (!found) throw new Error('Item has no translations');
  return found;
}

export const assetUrl = (id: string) => `/content/assets/${id}`;
