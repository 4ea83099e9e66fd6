/**
 * The content-service query dialect of platform.md section 7 (the Directus dialect):
 * `items/{collection}?fields=&filter[field][_op]=&sort=&limit=&page=&aggregate[min]=`.
 * One module builds query strings (browser, service worker) and parses them (server), so a
 * query warmed into the offline cache is byte-for-byte the one a page later asks for.
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
  '_contains',
  '_icontains',
  '_null',
  '_nnull',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export type Scalar = string | number | boolean;
export type FieldFilter = Partial<Record<FilterOperator, Scalar | Scalar[]>>;
export interface Filter {
  _and?: Filter[];
  _or?: Filter[];
  [field: string]: FieldFilter | Filter[] | undefined;
}

export interface ContentQuery {
  fields?: string[];
  filter?: Filter;
  /** Field names, a leading "-" for descending. */
  sort?: string[];
  /** Items per page; -1 for all. */
  limit?: number;
  page?: number;
  aggregate?: { min?: string; max?: string };
}

export class QueryError extends Error {
  override name = 'QueryError';
}

export const maxLimit = 1000;
export const defaultLimit = 100;
const fieldPattern = /^(\*|[a-z_][a-z0-9_]*(\.([a-z_][a-z0-9_]*|\*))*)$/i;
const maxValueLength = 200;

function isOperator(key: string): key is FilterOperator {
  return (filterOperators as readonly string[]).includes(key);
}

function flattenFilter(filter: Filter, prefix: string, out: [string, string][]): void {
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '_and' || key === '_or') {
      (value as Filter[]).forEach((group, i) => flattenFilter(group, `${prefix}[${key}][${i}]`, out));
      continue;
    }
    for (const [op, operand] of Object.entries(value as FieldFilter)) {
      if (operand === undefined) continue;
      const text = Array.isArray(operand) ? operand.join(',') : String(operand);
      out.push([`${prefix}${key.split('.').map((k) => `[${k}]`).join('')}[${op}]`, text]);
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

/** "filter[a][_or][0][b][_eq]" -> ["filter", "a", "_or", "0", "b", "_eq"] */
function splitKey(key: string): string[] {
  const head = key.split('[', 1)[0] ?? '';
  const rest = key.slice(head.length);
  const parts = [head];
  const re = /\[([^\][]*)\]/gy;
  let consumed = 0;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    parts.push(m[1] ?? '');
    consumed = re.lastIndex;
  }
  if (consumed !== rest.length) throw new QueryError(`Malformed parameter name "${key}"`);
  return parts;
}

function checkField(name: string, what: string): string {
  if (!fieldPattern.test(name)) throw new QueryError(`Invalid ${what} "${name}"`);
  return name;
}

function parseInteger(text: string, what: string, min: number, max: number): number {
  if (!/^-?\d{1,7}$/.test(text)) throw new QueryError(`${what} must be an integer`);
  const n = Number(text);
  if (n < min || n > max) throw new QueryError(`${what} must be between ${min} and ${max}`);
  return n;
}

function setFilter(root: Filter, path: string[], value: string): void {
  // path: field..., operator; or _or/_and, index, ...
  let node: Filter = root;
  let i = 0;
  while (i < path.length) {
    const key = path[i] ?? '';
    if (key === '_or' || key === '_and') {
      const index = parseInteger(path[i + 1] ?? '', `filter group index`, 0, 20);
      const groups = (node[key] ??= []);
      if (index > groups.length) throw new QueryError(`Filter group ${key} skips index ${groups.length}`);
      node = groups[index] ??= {};
      i += 2;
      continue;
    }
    // A field may be a path into nested objects or lists: filter[translations][title][_eq].
    let end = i;
    while (end < path.length && !isOperator(path[end] ?? '')) end++;
    const op = path[end];
    if (op === undefined || !isOperator(op) || end === i || end + 1 !== path.length) {
      throw new QueryError(`Filter on "${key}" needs one operator of ${filterOperators.join(', ')}`);
    }
    if (end - i > 3) throw new QueryError(`Filter field "${key}" is nested too deeply`);
    const field = path.slice(i, end).map((p) => checkField(p, 'filter field')).join('.');
    if (value.length > maxValueLength) throw new QueryError(`Filter value on "${field}" is too long`);
    const existing = node[field];
    if (Array.isArray(existing)) throw new QueryError(`Filter field "${field}" is reserved`);
    const condition: FieldFilter = existing ?? {};
    if (op === '_in' || op === '_nin') condition[op] = value.split(',');
    else if (op === '_between') {
      const range = value.split(',');
      if (range.length !== 2 || range.some((v) => v === '')) {
        throw new QueryError(`_between on "${field}" needs two comma-separated values`);
      }
      condition[op] = range;
    } else if (op === '_null' || op === '_nnull') condition[op] = value !== 'false';
    else condition[op] = value;
    node[field] = condition;
    return;
  }
  throw new QueryError('Filter needs a field and an operator');
}

/** Parses the dialect from query-string pairs. Throws QueryError with a reason on bad input. */
export function parseSearchParams(params: Iterable<[string, string]>): ContentQuery {
  const query: ContentQuery = {};
  const seen = new Set<string>();
  let count = 0;
  for (const [key, value] of params) {
    if (++count > 60) throw new QueryError('Too many query parameters');
    if (seen.has(key)) throw new QueryError(`Parameter "${key}" is given twice`);
    seen.add(key);
    const parts = splitKey(key);
    const head = parts[0];
    switch (head) {
      case 'fields':
        if (parts.length !== 1) throw new QueryError('fields takes no brackets');
        query.fields = value.split(',').map((f) => checkField(f.trim(), 'field'));
        break;
      case 'sort':
        if (parts.length !== 1) throw new QueryError('sort takes no brackets');
        query.sort = value.split(',').map((s) => {
          const name = s.trim();
          checkField(name.replace(/^-/, ''), 'sort field');
          return name;
        });
        break;
      case 'limit':
        query.limit = parseInteger(value, 'limit', -1, maxLimit);
        break;
      case 'page':
        query.page = parseInteger(value, 'page', 1, 100000);
        break;
      case 'aggregate': {
        const fn = parts[1];
        if (parts.length !== 2 || (fn !== 'min' && fn !== 'max')) {
          throw new QueryError('aggregate takes [min] or [max]');
        }
        query.aggregate = { ...query.aggregate, [fn]: checkField(value, 'aggregate field') };
        break;
      }
      case 'filter':
        if (parts.length < 3) throw new QueryError(`Malformed filter "${key}"`);
        query.filter ??= {};
        setFilter(query.filter, parts.slice(1), value);
        break;
      default:
        throw new QueryError(`Unknown parameter "${key}"`);
    }
  }
  return query;
}

/** The filter every public read carries. */
export const published: Filter = { status: { _eq: 'published' } };
