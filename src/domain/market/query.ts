/**
 * The shop's list query: its parameters read and checked, the products it selects, in its
 * order, a page of them, and the counts each filter would leave. Shared by GET
 * /api/v1/market/products (server/api/market.ts) and the catalogue, which reads the same query
 * from its URL and filters the same way offline.
 */
import type { Product } from '../content/products';
import { type Availability, type Colour, availabilities, colours } from './codes';
import { type ListParam, listParams } from './list-params';

export { listParams, type ListParam } from './list-params';

export const marketLimits = {
  /** Products a page may hold, and the catalogue's own page (a grid of 3 by 4). */
  size: 48,
  defaultSize: 12,
  page: 1000,
  price: 100_000,
  /** Values of one list parameter (producer=1,2,3). */
  list: 20,
  /** Parameters of one request. */
  pairs: 12,
} as const;

/** The default ends of the price slider when no product is priced (platform.md, section 9). */
export const defaultPriceRange = { min: 10, max: 10_000 } as const;

export const orderings = ['-popularity', 'price', '-price', 'availability'] as const;
export type Ordering = (typeof orderings)[number];

export interface MarketFilters {
  /** A category id (the product API calls it `type`). */
  type?: number;
  producer?: readonly number[];
  colour?: readonly Colour[];
  availability?: readonly Availability[];
  /** Inclusive bounds: the ends of the price slider. */
  price_gt?: number;
  price_lt?: number;
}

export interface MarketQuery extends MarketFilters {
  ordering: Ordering;
  page: number;
  size: number;
}

export type MarketQueryProblem = 'unknown' | 'forbidden' | 'repeated' | 'control' | 'integer' | 'range' | 'ordering' | 'list' | 'value' | 'prices';
export type ParsedMarketQuery = { ok: true; query: MarketQuery } | { ok: false; param: string; problem: MarketQueryProblem };

const forbidden = new Set(['__proto__', 'constructor', 'prototype']);
// eslint-disable-next-line no-control-regex -- the point is to find them
const control = /[\u0000-\u001f\u007f-\u009f]/;

const integerOf = (raw: string, min: number, max: number): number | 'integer' | 'range' => {
  if (!/^\d{1,9}$/.test(raw)) return 'integer';
  const n = Number(raw);
  return n < min || n > max ? 'range' : n;
};

/**
 * Reads a list query (`pairs` as URLSearchParams gives them). `allowed` narrows the parameters
 * (a price range takes only the filters); empty values are no filter.
 */
export function parseMarketQuery(pairs: readonly [string, string][], allowed: readonly ListParam[] = listParams): ParsedMarketQuery {
  if (pairs.length > marketLimits.pairs) return { ok: false, param: 'query', problem: 'list' };
  const seen = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (forbidden.has(key)) return { ok: false, param: key, problem: 'forbidden' };
    if (!(allowed as readonly string[]).includes(key)) return { ok: false, param: key.slice(0, 40), problem: 'unknown' };
    if (seen.has(key)) return { ok: false, param: key, problem: 'repeated' };
    if (control.test(value)) return { ok: false, param: key, problem: 'control' };
    if (value !== '') seen.set(key, value);
  }
  const query: MarketQuery = { ordering: '-popularity', page: 1, size: marketLimits.defaultSize };
  for (const [key, min, max] of [
    ['page', 1, marketLimits.page],
    ['size', 1, marketLimits.size],
    ['type', 1, 4],
    ['price_gt', 0, marketLimits.price],
    ['price_lt', 0, marketLimits.price],
  ] as const) {
    const raw = seen.get(key);
    if (raw === undefined) continue;
    const n = integerOf(raw, min, max);
    if (typeof n === 'string') return { ok: false, param: key, problem: n };
    query[key] = n;
  }
  if (query.price_gt !== undefined && query.price_lt !== undefined && query.price_gt > query.price_lt) {
    return { ok: false, param: 'price_gt', problem: 'prices' };
  }
  const ordering = seen.get('ordering');
  if (ordering !== undefined) {
    if (!(orderings as readonly string[]).includes(ordering)) return { ok: false, param: 'ordering', problem: 'ordering' };
    query.ordering = ordering as Ordering;
  }
  const list = (key: string): string[] | 'list' | undefined => {
    const raw = seen.get(key);
    if (raw === undefined) return undefined;
    const values = raw.split(',', marketLimits.list + 1);
    return values.length > marketLimits.list ? 'list' : [...new Set(values)];
  };
  const producer = list('producer');
  if (producer === 'list') return { ok: false, param: 'producer', problem: 'list' };
  if (producer) {
    const ids = producer.map((v) => integerOf(v, 1, 1e9));
    if (ids.some((n) => typeof n === 'string')) return { ok: false, param: 'producer', problem: 'integer' };
    query.producer = ids as number[];
  }
  for (const [key, known] of [
    ['colour', colours],
    ['availability', availabilities],
  ] as const) {
    const values = list(key);
    if (values === 'list') return { ok: false, param: key, problem: 'list' };
    if (!values) continue;
    if (!values.every((v) => (known as readonly string[]).includes(v))) return { ok: false, param: key, problem: 'value' };
    if (key === 'colour') query.colour = values as Colour[];
    else query.availability = values as Availability[];
  }
  return { ok: true, query };
}

/** The query string of a query, without "?", defaults left out, in the order of `listParams`. */
export function marketQueryString(query: Partial<MarketQuery>): string {
  const params = new URLSearchParams();
  for (const key of listParams) {
    const value = query[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if ((key === 'ordering' && value === '-popularity') || (key === 'page' && value === 1) || (key === 'size' && value === marketLimits.defaultSize)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

type Listed = Pick<Product, 'id' | 'category' | 'producer' | 'colour' | 'availability' | 'price' | 'popularity' | 'order'>;

type Dimension = 'type' | 'producer' | 'colour' | 'availability' | 'price';

function keeps(p: Listed, f: MarketFilters, skip?: Dimension): boolean {
  return (
    (skip === 'type' || f.type === undefined || p.category === f.type) &&
    (skip === 'producer' || !f.producer || f.producer.includes(p.producer)) &&
    (skip === 'colour' || !f.colour || p.colour.some((c) => f.colour?.includes(c))) &&
    (skip === 'availability' || !f.availability || f.availability.includes(p.availability)) &&
    (skip === 'price' || ((f.price_gt === undefined || p.price >= f.price_gt) && (f.price_lt === undefined || p.price <= f.price_lt)))
  );
}

/** In stock first, then expected, on order, ask the operator, out of stock. */
const stockRank: Record<Availability, number> = { instock: 0, absend: 1, temporary_absend: 2, ask_operator: 3, not_available: 4 };

const compare: Record<Ordering, (a: Listed, b: Listed) => number> = {
  '-popularity': (a, b) => b.popularity - a.popularity,
  price: (a, b) => a.price - b.price,
  '-price': (a, b) => b.price - a.price,
  availability: (a, b) => stockRank[a.availability] - stockRank[b.availability] || b.popularity - a.popularity,
};

/** The products the filters keep, in the query's order (ties: the content's order, then id). */
export function matchProducts<P extends Listed>(products: readonly P[], query: MarketFilters & { ordering?: Ordering }): P[] {
  const order = compare[query.ordering ?? '-popularity'];
  return products.filter((p) => keeps(p, query)).sort((a, b) => order(a, b) || a.order - b.order || a.id - b.id);
}

export interface MarketPage<P> {
  count: number;
  page: number;
  size: number;
  /** Pages in all (at least 1). */
  pages: number;
  results: P[];
}

/** One page of the matched products; a page past the end is empty, not an error. */
export function pageOf<P>(matched: readonly P[], query: Pick<MarketQuery, 'page' | 'size'>): MarketPage<P> {
  const start = (query.page - 1) * query.size;
  return {
    count: matched.length,
    page: query.page,
    size: query.size,
    pages: Math.max(1, Math.ceil(matched.length / query.size)),
    results: matched.slice(start, start + query.size),
  };
}

/** The lowest and highest price among the products the other filters keep (the slider's ends). */
export function priceRange(products: readonly Listed[], filters: MarketFilters): { min: number; max: number } {
  const prices = products.filter((p) => keeps(p, filters, 'price')).map((p) => p.price);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : { ...defaultPriceRange };
}

export interface Facets {
  producer: { id: number; count: number }[];
  colour: { key: Colour; count: number }[];
  availability: { key: Availability; count: number }[];
  price: { min: number; max: number };
}

/**
 * What each filter would show: for every value, the products with that value that every other
 * filter keeps, so the count beside a checkbox is what ticking it adds.
 */
export function facets(products: readonly Listed[], filters: MarketFilters): Facets {
  const count = <K>(skip: Dimension, values: readonly K[], has: (p: Listed, v: K) => boolean) => {
    const pool = products.filter((p) => keeps(p, filters, skip));
    return values.map((v) => ({ v, count: pool.filter((p) => has(p, v)).length }));
  };
  const producers = [...new Set(products.filter((p) => filters.type === undefined || p.category === filters.type).map((p) => p.producer))].sort((a, b) => a - b);
  return {
    producer: count('producer', producers, (p, id) => p.producer === id).map(({ v, count: n }) => ({ id: v, count: n })),
    colour: count('colour', colours, (p, c) => p.colour.includes(c))
      .filter((x) => x.count > 0 || filters.colour?.includes(x.v))
      .map(({ v, count: n }) => ({ key: v, count: n })),
    availability: count('availability', availabilities, (p, a) => p.availability === a)
      .filter((x) => x.count > 0 || filters.availability?.includes(x.v))
      .map(({ v, count: n }) => ({ key: v, count: n })),
    price: priceRange(products, filters),
  };
}
