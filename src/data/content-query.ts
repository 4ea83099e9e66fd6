/**
 * The content-service query dialect (the Directus dialect):
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

export const aggregateFunctions = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'] as const;
export type AggregateFunction = (typeof aggregateFunctions)[number];

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
}

export class QueryError extends Error {
  override name = 'QueryError';
}

export const maxLimit = 1000;
export const defaultLimit = 100;
const fieldPattern = /^(\*|[a-z_][a-z0-9_]*(\.([a-z_][a-z0-9_]*|\*))*)$/i;
const maxValueLength = 200;
/** Names that reach an object's prototype; no key a client sends may be one of them. */
const forbiddenKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function refuseForbidden(key: string, where: string): void {
  if (forbiddenKeys.has(key)) throw new QueryError(`"${key}" is not allowed in ${where}`);
}

/** A plain map with no prototype: a key is only ever an own property. */
function bare<T extends object>(): T {
  return Object.create(null) as T;
}

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
  parts.forEach((part) => refuseForbidden(part, `parameter name "${key}"`));
  return parts;
}

function checkField(name: string, what: string): string {
  if (!fieldPattern.test(name)) throw new QueryError(`Invalid ${what} "${name}"`);
  name.split('.').forEach((part) => refuseForbidden(part, what));
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
      node = groups[index] ??= bare<Filter>();
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
    const existing = Object.hasOwn(node, field) ? node[field] : undefined;
    if (Array.isArray(existing)) throw new QueryError(`Filter field "${field}" is reserved`);
    const condition: FieldFilter = existing ?? bare<FieldFilter>();
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

const maxJsonLength = 4000;
const maxConditions = 60;
const maxGroupSize = 21;
const maxListLength = 100;

function parseJson(text: string, what: string): unknown {
  if (text.length > maxJsonLength) throw new QueryError(`${what} is too long`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new QueryError(`${what} must be JSON or the bracket form ${what}[field][_op]=`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function jsonScalar(value: unknown, where: string): Scalar {
  if (typeof value === 'string') {
    if (value.length > maxValueLength) throw new QueryError(`Filter value on "${where}" is too long`);
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  throw new QueryError(`Filter value on "${where}" must be a string, number or boolean`);
}

function jsonList(value: unknown, where: string): Scalar[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.length > maxListLength) {
    throw new QueryError(`Filter value on "${where}" must be a list (at most ${maxListLength})`);
  }
  return list.map((v) => jsonScalar(v, where));
}

/** Reads the JSON form Directus clients send, `filter={"field":{"_op":value},"_or":[...]}`, into a Filter. */
function filterFromJson(json: unknown, count: { n: number }, depth = 0): Filter {
  if (!isRecord(json)) throw new QueryError('A filter must be an object');
  if (depth > 5) throw new QueryError('Filter groups are nested too deeply');
  const filter = bare<Filter>();
  for (const [key, value] of Object.entries(json)) {
    refuseForbidden(key, 'filter');
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value) || value.length > maxGroupSize) {
        throw new QueryError(`Filter group ${key} must be a list of at most ${maxGroupSize} filters`);
      }
      filter[key] = value.map((group) => filterFromJson(group, count, depth + 1));
      continue;
    }
    conditionsFromJson(filter, [key], value, count);
  }
  return filter;
}

/** A field's value is either its conditions ({"_eq": 1}) or a nested field ({"title": {...}}). */
function conditionsFromJson(filter: Filter, path: string[], value: unknown, count: { n: number }): void {
  const field = path.map((p) => checkField(p, 'filter field')).join('.');
  if (!isRecord(value)) throw new QueryError(`Filter on "${field}" needs an object of operators`);
  const keys = Object.keys(value);
  keys.forEach((k) => refuseForbidden(k, 'filter'));
  if (keys.length === 0) throw new QueryError(`Filter on "${field}" is empty`);
  if (!keys.every(isOperator)) {
    if (keys.some((k) => k.startsWith('_'))) {
      const bad = keys.find((k) => k.startsWith('_') && !isOperator(k));
      throw new QueryError(`Filter on "${field}" has ${bad ? `unknown operator "${bad}"` : 'operators mixed with fields'}; operators: ${filterOperators.join(', ')}`);
    }
    if (path.length >= 3) throw new QueryError(`Filter field "${field}" is nested too deeply`);
    for (const k of keys) conditionsFromJson(filter, [...path, k], value[k], count);
    return;
  }
  if (Object.hasOwn(filter, field)) throw new QueryError(`Filter field "${field}" is given twice`);
  const condition = bare<FieldFilter>();
  for (const op of keys as FilterOperator[]) {
    if (++count.n > maxConditions) throw new QueryError('Filter has too many conditions');
    const operand = value[op];
    if (op === '_in' || op === '_nin') condition[op] = jsonList(operand, field);
    else if (op === '_between') {
      const range = jsonList(operand, field);
      if (range.length !== 2 || range.some((v) => v === '')) throw new QueryError(`_between on "${field}" needs two values`);
      condition[op] = range;
    } else if (op === '_null' || op === '_nnull') condition[op] = operand !== false && operand !== 'false';
    else if (operand === null && (op === '_eq' || op === '_neq')) condition[op === '_eq' ? '_null' : '_nnull'] = true;
    else condition[op] = jsonScalar(operand, field);
  }
  filter[field] = condition;
}

function fieldList(value: unknown, fn: string): string {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.length === 0 || list.length > 20) throw new QueryError(`aggregate ${fn} needs a field or a list of fields`);
  return list
    .map((f) => {
      if (typeof f !== 'string') throw new QueryError(`aggregate ${fn} needs field names`);
      return fn === 'count' && f === '*' ? f : checkField(f.trim(), 'aggregate field');
    })
    .join(',');
}

function setAggregate(query: ContentQuery, fn: string, value: unknown): void {
  refuseForbidden(fn, 'aggregate');
  if (!(aggregateFunctions as readonly string[]).includes(fn)) {
    throw new QueryError(`aggregate takes ${aggregateFunctions.map((f) => `[${f}]`).join(', ')}`);
  }
  query.aggregate ??= bare<NonNullable<ContentQuery['aggregate']>>();
  query.aggregate[fn as AggregateFunction] = fieldList(value, fn);
}

/** Parses the dialect from query-string pairs. Throws QueryError with a reason on bad input. */
export function parseSearchParams(params: Iterable<[string, string]>): ContentQuery {
  const query = bare<ContentQuery>();
  const seen = new Set<string>();
  let count = 0;
  for (const [key, value] of params) {
    if (++count > 60) throw new QueryError('Too many query parameters');
    if (seen.has(key)) throw new QueryError(`Parameter "${key}" is given twice`);
    seen.add(key);
    const parts = splitKey(key);
    const head = parts[0];
    const plain = (name: string) => {
      if (parts.length !== 1) throw new QueryError(`${name} takes no brackets`);
    };
    switch (head) {
      case 'fields':
        plain('fields');
        query.fields = value.split(',').map((f) => checkField(f.trim(), 'field'));
        break;
      case 'sort':
        plain('sort');
        query.sort = value.split(',').map((s) => {
          const name = s.trim();
          checkField(name.replace(/^-/, ''), 'sort field');
          return name;
        });
        break;
      case 'limit':
        plain('limit');
        query.limit = parseInteger(value, 'limit', -1, maxLimit);
        break;
      case 'page':
        plain('page');
        query.page = parseInteger(value, 'page', 1, 100000);
        break;
      case 'offset':
        plain('offset');
        query.offset = parseInteger(value, 'offset', 0, 1000000);
        break;
      case 'search':
        plain('search');
        if (value.length > maxValueLength) throw new QueryError('search is too long');
        query.search = value;
        break;
      case 'meta':
        plain('meta');
        query.meta = value === '*' ? ['total_count', 'filter_count'] : value.split(',').map((m) => {
          if (m !== 'total_count' && m !== 'filter_count') throw new QueryError('meta takes total_count, filter_count or *');
          return m;
        });
        break;
      case 'aggregate':
        if (parts.length === 1) {
          const json = parseJson(value, 'aggregate');
          if (!isRecord(json) || Object.keys(json).length === 0) throw new QueryError('aggregate must be an object of function: field');
          for (const [fn, fields] of Object.entries(json)) setAggregate(query, fn, fields);
        } else {
          if (parts.length !== 2) throw new QueryError('aggregate takes one [function]');
          setAggregate(query, parts[1] ?? '', value);
        }
        break;
      case 'filter':
        if (parts.length === 1) {
          if (query.filter) throw new QueryError('filter is given twice');
          query.filter = filterFromJson(parseJson(value, 'filter'), { n: 0 });
          break;
        }
        if (parts.length < 3) throw new QueryError(`Malformed filter "${key}"`);
        if (seen.has('filter')) throw new QueryError('filter is given twice');
        query.filter ??= bare<Filter>();
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
