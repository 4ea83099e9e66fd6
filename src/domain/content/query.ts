/**
 * The content-service query dialect (the Directus dialect):
 * `items/{collection}?fields=&filter[field][_op]=&sort=&limit=&page=&aggregate[min]=`.
 * Its vocabulary, shared by the browser, the service worker and the server, which reads the URL
 * form (src/data/content-query.ts) back (server/content/query-parser.ts).
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
