/**
 * The catalogue's reads of the product API (GET /api/v1/market/products and filters/{type})
 * through the product API client; offline, or when the API fails, the same answer made here from
 * the content the service worker keeps (the same functions as the server: src/domain/market).
 */
import { httpContentSource } from '../../data/content-source';
import { createProductApi } from '../../data/product-api';
import type { Locale } from '../../domain/locale';
import { type Facets, type MarketPage, type MarketQuery, facets, marketQueryString, matchProducts, pageOf } from '../../domain/market/query';
import { type ProductCard, productCard } from '../../domain/market/view';
import type { ProductApiConfig } from '../../domain/product-api-config';
import { loadShop } from './load';

export interface CatalogueAnswer {
  page: MarketPage<ProductCard>;
  facets: Facets;
}

/** The answer's shape, checked by hand: arktype would load a long module with the catalogue. */
function isPage(value: unknown): value is MarketPage<ProductCard> {
  const v = value as Partial<MarketPage<ProductCard>> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.count === 'number' &&
    typeof v.pages === 'number' &&
    Array.isArray(v.results) &&
    v.results.every((p) => typeof p === 'object' && p !== null && typeof p.id === 'number' && typeof p.url === 'string' && typeof p.price === 'number')
  );
}
function isFacets(value: unknown): value is Facets {
  const v = value as Partial<Facets> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.producer) && Array.isArray(v.colour) && Array.isArray(v.availability) && typeof v.price?.min === 'number';
}

async function fromApi(query: MarketQuery, locale: Locale, config: ProductApiConfig | null, signal?: AbortSignal): Promise<CatalogueAnswer> {
  const api = createProductApi({ config });
  const headers = { 'Accept-Language': locale };
  const filters = new URLSearchParams(marketQueryString({ ...query, ordering: undefined, page: undefined, size: undefined, type: undefined }));
  const [list, counts] = await Promise.all([
    api.get<unknown>(`market/products?${marketQueryString({ ...query, size: query.size })}`, { headers, signal }),
    api.get<unknown>(`market/filters/${query.type ?? 0}${filters.size ? `?${filters}` : ''}`, { headers, signal }),
  ]);
  if (list.status !== 'data' || !isPage(list.data)) throw new Error(`market/products answered ${list.status}`);
  if (counts.status !== 'data' || !isFacets(counts.data)) throw new Error(`market/filters answered ${counts.status}`);
  return { page: list.data, facets: counts.data };
}

/** The same answer from the content this device keeps. */
export async function fromContent(query: MarketQuery, locale: Locale, signal?: AbortSignal): Promise<CatalogueAnswer> {
  const { products, refs } = await loadShop(httpContentSource(signal));
  const page = pageOf(matchProducts(products, query), query);
  return { page: { ...page, results: page.results.map((p) => productCard(p, refs, locale)) }, facets: facets(products, query) };
}

/** A page of the catalogue and its filters' counts: the API's online, the device's otherwise. */
export async function fetchCatalogue(query: MarketQuery, locale: Locale, config: ProductApiConfig | null, online: boolean, signal?: AbortSignal): Promise<CatalogueAnswer> {
  if (online) {
    try {
      return await fromApi(query, locale, config, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  return fromContent(query, locale, signal);
}
