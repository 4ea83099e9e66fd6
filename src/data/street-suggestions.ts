/**
 * Street suggestions from GET /api/v1/address_unit/?name= (regional capital first, then
 * alphabetical). A page that holds the streets itself passes `local`: it answers offline.
 */
import { useEffect, useState } from 'react';
import { createProductApi } from './product-api';
import { useSiteData } from './site-data';
import type { Locale } from '../domain/locale';
import { type Suggestion, suggestionLimit } from '../domain/street-search';

export type LocalSearch = (text: string, locale: Locale) => Suggestion[];

export function useStreetSuggestions(text: string, locale: Locale, local?: LocalSearch): Suggestion[] {
  const [found, setFound] = useState<{ query: string; items: Suggestion[] }>({ query: '', items: [] });
  const query = text.trim();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const { productApi } = useSiteData();
  useEffect(() => {
    if (query.length < 2 || offline) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const show = (items: Suggestion[]) => {
        if (!controller.signal.aborted) setFound({ query, items: items.slice(0, suggestionLimit) });
      };
      void import('./street-suggestions-schema')
        .then(({ Suggestions }) =>
          createProductApi({ config: productApi }).get('address_unit/', {
            query: { name: query },
            headers: { 'Accept-Language': locale },
            signal: controller.signal,
            schema: Suggestions,
          }),
        )
        // Suggestions are a help, not a need: without them (no answer, or the schema's code did
        // not arrive) the field takes any street.
        .then((answer) => show(answer.status === 'data' ? answer.data.data : (local?.(query, locale) ?? [])))
        .catch(() => show(local?.(query, locale) ?? []));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale, offline, local, productApi]);
  if (query.length < 2) return [];
  if (offline) return local?.(query, locale) ?? [];
  return found.query === query ? found.items : [];
}
