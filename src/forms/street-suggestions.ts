/**
 * Street suggestions from GET /api/v1/address_unit/?name= (regional capital first, then
 * alphabetical). A page that holds the streets itself passes `local`: it answers offline.
 */
import { useEffect, useState } from 'react';
import { type } from 'arktype';
import { createProductApi } from '../data/product-api';
import { useSiteData } from '../data/site-data';
import type { Locale } from '../domain/locale';
import { type Suggestion, suggestionLimit } from '../domain/street-search';

const Suggestions = type({
  data: type({ id: 'number', name: 'string', type: 'string', locality: 'string', locality_name: 'string', full: 'string' }).array(),
}).as<{ data: Suggestion[] }>();

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
      void createProductApi({ config: productApi })
        .get('address_unit/', { query: { name: query }, headers: { 'Accept-Language': locale }, signal: controller.signal, schema: Suggestions })
        .then((answer) => {
          if (controller.signal.aborted) return;
          // Suggestions are a help, not a need: without them the field takes any street.
          const items = answer.status === 'data' ? answer.data.data : (local?.(query, locale) ?? []);
          setFound({ query, items: items.slice(0, suggestionLimit) });
        });
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
