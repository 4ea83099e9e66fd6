/**
 * Street suggestions from GET /api/v1/address_unit/?name= (regional capital first, then
 * alphabetical). A page that holds the streets itself passes `local`: it answers offline.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../domain/locale';
import { type Suggestion, suggestionLimit } from '../domain/street-search';

export type LocalSearch = (text: string, locale: Locale) => Suggestion[];

export function useStreetSuggestions(text: string, locale: Locale, local?: LocalSearch): Suggestion[] {
  const [found, setFound] = useState<{ query: string; items: Suggestion[] }>({ query: '', items: [] });
  const query = text.trim();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  useEffect(() => {
    if (query.length < 2 || offline) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/address_unit/?name=${encodeURIComponent(query)}`, { headers: { 'Accept-Language': locale }, signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ data?: Suggestion[] }>) : { data: local?.(query, locale) ?? [] }))
        .then((body) => setFound({ query, items: (body.data ?? []).slice(0, suggestionLimit) }))
        // Suggestions are a help, not a need: without them the field takes any street.
        .catch(() => setFound({ query, items: local?.(query, locale) ?? [] }));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale, offline, local]);
  if (query.length < 2) return [];
  if (offline) return local?.(query, locale) ?? [];
  return found.query === query ? found.items : [];
}
