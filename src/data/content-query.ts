/**
 * The content-service query dialect (the Directus dialect):
 * `items/{collection}?fields=&filter[field][_op]=&sort=&limit=&page=&aggregate[min]=`.
 * Its types, and the builder the browser, the service worker and server rendering share; the
 * server reads the same form back (server/content/query-parser.ts), so a query warmed into the
 * offline cache is byte-for-byte the one a page later asks for.
 */

export const filterOperators = [
  '_eq',
  '_neq',
  '_in',
  '_nin',
  '_lt',
  '_lte',
  '_gt',
  '_gte',
  '_between',
  '_nbetween',
  '_contains',
  '_ncontains',
  '_icontains',
  '_nicontains',
  '_starts_with',
  '_nstarts_with',
  '_istarts_with',
  '_nistarts_with',
  '_ends_with',
  '_nends_with',
  '_iends_with',
  '_niends_with',
  '_null',
  '_nnull',
  '_empty',
  '_nempty',
  '_some',
  '_none',
] as const;
export type FilterOperator = (typeof filterOperators)[number];
/** Operators whose operand is a filter on the elements of a list or relation. */
export type ListOperator = '_some' | '_none';
export type ValueOperator = Exclude<FilterOperator, ListOperator>;

export type Scalar = string | number | boolean;
export type FieldFilter = Partial<Record<ValueOperator, Scalar | Scalar[]>> & Partial<Record<ListOperator, Filter>>;
export interface Filter {
  _and?: Filter[];
  _or?: Filter[];
  [field: string]: FieldFilter | Filter[] | undefined;
}

export const aggregateFunctions = ['count', 'countDistinct', 'countAll', 'sum', 'sumDistinct', 'avg', 'avgDistinct', 'min', 'max'] as const;
export type AggregateFunction = (typeof aggregateFunctions)[number];

/** What `deep[relation]` narrows: the elements of a list field or of a relation. */
export interface DeepQuery {
  filter?: Filter;
  sort?: string[];
  limit?: number;
  offset?: number;
}

export interface ContentQuery {
  fields?: string[];
  filter?: Filter;
  /** Field names, a leading "-" for descending. */
  sort?: string[];
  /** Items per page; -1 for all. */
  limit?: number;
  page?: number;
  /** Items to skip (ignored when page is given, as in Directus). */
  offset?: number;
  /** Text looked for in every top-level text field (and equal to numeric ones). */
  search?: string;
  /** Counts to answer beside the data. */
  meta?: ('total_count' | 'filter_count')[];
  /** Function -> field (or comma-separated fields, or "*" for count). */
  aggregate?: { [F in AggregateFunction]?: string };
  /** Fields the aggregates are grouped by. */
  groupBy?: string[];
  /** New name -> field, for names used in `fields`. */
  alias?: Record<string, string>;
  /** Top-level list or relation field -> what of its elements to answer. */
  deep?: Record<string, DeepQuery>;
}

export function isListOperator(key: string): key is ListOperator {
  return key === '_some' || key === '_none';
}

function flattenFilter(filter: Filter, prefix: string, out: [string, string][]): void {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '_and' || key === '_or') {
      (value as Filter[]).forEach((group, i) => flattenFilter(group, `${prefix}[${key}][${i}]`, out));
      continue;
    }
    const path = `${prefix}${key.split('.').map((k) => `[${k}]`).join('')}`;
    for (const [op, operand] of Object.entries(value as FieldFilter)) {
      if (operand === undefined) continue;
      if (isListOperator(op)) {
        flattenFilter(operand as Filter, `${path}[${op}]`, out);
        continue;
      }
      const text = Array.isArray(operand) ? operand.join(',') : String(operand);
      out.push([`${path}[${op}]`, text]);
    }
  }
}

/** Serialises a query in a fixed order, so equal queries give equal URLs (and cache keys). */
export function toSearchParams(query: ContentQuery): string {
  const pairs: [string, string][] = [];
  if (query.fields?.length) pairs.push(['fields', query.fields.join(',')]);
  if (query.filter) flattenFilter(query.filter, 'filter', pairs);
  if (query.sort?.length) pairs.push(['sort', query.sort.join(',')]);
  if (query.limit !== undefined) pairs.push(['limit', String(query.limit)]);
  if (query.page !== undefined) pairs.push(['page', String(query.page)]);
  if (query.aggregate?.min) pairs.push(['aggregate[min]', query.aggregate.min]);
  if (query.aggregate?.max) pairs.push(['aggregate[max]', query.aggregate.max]);
  return new URLSearchParams(pairs).toString();
}

/** The filter every public read carries. */
export const published: Filter = { status: { _eq: 'published' } };
