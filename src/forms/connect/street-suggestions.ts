/** Street suggestions from GET /api/v1/address_unit/?name= (regional capital first, then alphabetical). */
import { useEffect, useState } from 'react';
import type { Locale } from '../../domain/locale';

export interface AddressUnit {
  id: number;
  name: string;
  full: string;
}

export function useStreetSuggestions(text: string, locale: Locale): AddressUnit[] {
  const [found, setFound] = useState<{ query: string; items: AddressUnit[] }>({ query: '', items: [] });
  const query = text.trim();
  useEffect(() => {
    if (query.length < 2 || !navigator.onLine) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/v1/address_unit/?name=${encodeURIComponent(query)}`, { headers: { 'Accept-Language': locale }, signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ data?: AddressUnit[] }>) : { data: [] }))
        .then((body) => setFound({ query, items: (body.data ?? []).slice(0, 20) }))
        // Suggestions are a help, not a need: without them the field takes any street.
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);
  return query.length >= 2 && found.query === query ? found.items : [];
}
