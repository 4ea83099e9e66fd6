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

export class QueryError extends Error {
  override name = 'QueryError';
}

/**
 * Every list and text a client sends is bounded, so one request's work is bounded too
 * (docs/content-api.md lists them). Each refusal names its limit.
 */
export const queryLimits = {
  queryLength: 8192,
  parameters: 60,
  fields: 64,
  fieldDepth: 3,
  sort: 8,
  filterNodes: 60,
  filterDepth: 5,
  groupSize: 21,
  listValues: 100,
  valueLength: 200,
  search: 200,
  aggregates: 12,
  groupBy: 4,
  alias: 8,
  deep: 8,
  json: 4000,
  /** Related items one answer expands (`fields=*.*`, `category.name`), over all its items. */
  relatedItems: 500,
} as const;

export const maxLimit = 1000;
export const defaultLimit = 100;
const fieldPattern = /^(\*|[a-z_][a-z0-9_]*)(\.(\*|[a-z_][a-z0-9_]*))*$/i;
const namePattern = /^[a-z_][a-z0-9_]*$/i;
/** `$NOW`, or `$NOW(-1 year)`, `$NOW(+2 hours)`: the time of the request, moved. */
export const nowPattern = /^\$NOW(?:\(\s*([+-]?)\s*(\d{1,4})\s*(years?|months?|weeks?|days?|hours?|minutes?|seconds?)\s*\))?$/;
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

function isListOperator(key: string): key is ListOperator {
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
  const parts = name.split('.');
  parts.forEach((part) => refuseForbidden(part, what));
  if (parts.length > queryLimits.fieldDepth) throw new QueryError(`${what} "${name}" is nested deeper than ${queryLimits.fieldDepth} levels`);
  return name;
}

function checkName(name: string, what: string): string {
  refuseForbidden(name, what);
  if (!namePattern.test(name)) throw new QueryError(`Invalid ${what} "${name}"`);
  return name;
}

function parseInteger(text: string, what: string, min: number, max: number): number {
  if (!/^-?\d{1,7}$/.test(text)) throw new QueryError(`${what} must be an integer`);
  const n = Number(text);
  if (n < min || n > max) throw new QueryError(`${what} must be between ${min} and ${max}`);
  return n;
}

/** Counts the nodes of every filter of one query (conditions and groups) against the limit. */
interface Budget {
  nodes: number;
}

function spend(budget: Budget): void {
  if (++budget.nodes > queryLimits.filterNodes) throw new QueryError(`A filter takes at most ${queryLimits.filterNodes} conditions and groups`);
}

function checkDepth(depth: number): void {
  if (depth > queryLimits.filterDepth) throw new QueryError(`Filter groups nest at most ${queryLimits.filterDepth} deep`);
}

function checkValue(value: string, field: string): string {
  if (value.length > queryLimits.valueLength) throw new QueryError(`Filter value on "${field}" is longer than ${queryLimits.valueLength} characters`);
  if (value.startsWith('$')) {
    if (value.startsWith('$NOW')) {
      if (!nowPattern.test(value)) throw new QueryError(`Filter value on "${field}": write $NOW or $NOW(-1 year) (years, months, weeks, days, hours, minutes, seconds)`);
    } else if (/^\$CURRENT_/.test(value)) {
      throw new QueryError(`Filter value on "${field}": ${value.split('.')[0]} needs a signed-in user; public reads have none`);
    }
  }
  return value;
}

function bracketList(value: string, field: string): Scalar[] {
  const list = value.split(',');
  if (list.length > queryLimits.listValues) throw new QueryError(`Filter list on "${field}" takes at most ${queryLimits.listValues} values`);
  return list.map((v) => checkValue(v, field));
}

function setCondition(condition: FieldFilter, op: ValueOperator, value: string, field: string): void {
  if (op === '_in' || op === '_nin') condition[op] = bracketList(value, field);
  else if (op === '_between' || op === '_nbetween') {
    const range = bracketList(value, field);
    if (range.length !== 2 || range.some((v) => v === '')) throw new QueryError(`${op} on "${field}" needs two comma-separated values`);
    condition[op] = range;
  } else if (op === '_null' || op === '_nnull' || op === '_empty' || op === '_nempty') condition[op] = value !== 'false';
  else condition[op] = checkValue(value, field);
}

function setFilter(root: Filter, path: string[], value: string, budget: Budget, depth: number): void {
  // path: field..., operator; or _or/_and, index, ...; or field..., _some/_none, ...
  checkDepth(depth);
  const key = path[0] ?? '';
  if (key === '_or' || key === '_and') {
    const index = parseInteger(path[1] ?? '', `filter group index`, 0, queryLimits.groupSize - 1);
    const groups = (root[key] ??= []);
    if (index > groups.length) throw new QueryError(`Filter group ${key} skips index ${groups.length}`);
    if (!groups[index]) spend(budget);
    const group = (groups[index] ??= bare<Filter>());
    setFilter(group, path.slice(2), value, budget, depth + 1);
    return;
  }
  // A field may be a path into nested objects or lists: filter[translations][title][_eq].
  let end = 0;
  while (end < path.length && !isOperator(path[end] ?? '')) end++;
  const op = path[end];
  if (op === undefined || !isOperator(op) || end === 0 || (!isListOperator(op) && end + 1 !== path.length)) {
    throw new QueryError(`Filter on "${key || '(nothing)'}" needs one operator of ${filterOperators.join(', ')}`);
  }
  if (end > queryLimits.fieldDepth) throw new QueryError(`Filter field "${path.slice(0, end).join('.')}" is nested deeper than ${queryLimits.fieldDepth} levels`);
  const field = path.slice(0, end).map((p) => checkField(p, 'filter field')).join('.');
  const existing = Object.hasOwn(root, field) ? root[field] : undefined;
  if (Array.isArray(existing)) throw new QueryError(`Filter field "${field}" is reserved`);
  const condition: FieldFilter = existing ?? bare<FieldFilter>();
  root[field] = condition;
  if (isListOperator(op)) {
    if (!condition[op]) spend(budget);
    setFilter((condition[op] ??= bare<Filter>()), path.slice(end + 1), value, budget, depth + 1);
    return;
  }
  spend(budget);
  setCondition(condition, op, value, field);
}

function parseJson(text: string, what: string): unknown {
  if (text.length > queryLimits.json) throw new QueryError(`${what} is longer than ${queryLimits.json} characters`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new QueryError(`${what} must be JSON or the bracket form ${what}[field][…]=`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function jsonScalar(value: unknown, where: string): Scalar {
  if (typeof value === 'string') return checkValue(value, where);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  throw new QueryError(`Filter value on "${where}" must be a string, number or boolean`);
}

function jsonList(value: unknown, where: string): Scalar[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.length > queryLimits.listValues) {
    throw new QueryError(`Filter value on "${where}" must be a list of at most ${queryLimits.listValues} values`);
  }
  return list.map((v) => jsonScalar(v, where));
}

/** Reads the JSON form Directus clients send, `filter={"field":{"_op":value},"_or":[...]}`, into a Filter. */
function filterFromJson(json: unknown, budget: Budget, depth: number): Filter {
  if (!isRecord(json)) throw new QueryError('A filter must be an object');
  checkDepth(depth);
  const filter = bare<Filter>();
  for (const [key, value] of Object.entries(json)) {
    refuseForbidden(key, 'filter');
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value) || value.length > queryLimits.groupSize) {
        throw new QueryError(`Filter group ${key} must be a list of at most ${queryLimits.groupSize} filters`);
      }
      filter[key] = value.map((group) => {
        spend(budget);
        return filterFromJson(group, budget, depth + 1);
      });
      continue;
    }
    conditionsFromJson(filter, [key], value, budget, depth);
  }
  return filter;
}

/** A field's value is either its conditions ({"_eq": 1}) or a nested field ({"title": {...}}). */
function conditionsFromJson(filter: Filter, path: string[], value: unknown, budget: Budget, depth: number): void {
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
    if (path.length >= queryLimits.fieldDepth) throw new QueryError(`Filter field "${field}" is nested deeper than ${queryLimits.fieldDepth} levels`);
    for (const k of keys) conditionsFromJson(filter, [...path, k], value[k], budget, depth);
    return;
  }
  if (Object.hasOwn(filter, field)) throw new QueryError(`Filter field "${field}" is given twice`);
  const condition = bare<FieldFilter>();
  for (const op of keys as FilterOperator[]) {
    spend(budget);
    const operand = value[op];
    if (isListOperator(op)) condition[op] = filterFromJson(operand, budget, depth + 1);
    else if (op === '_in' || op === '_nin') condition[op] = jsonList(operand, field);
    else if (op === '_between' || op === '_nbetween') {
      const range = jsonList(operand, field);
      if (range.length !== 2 || range.some((v) => v === '')) throw new QueryError(`${op} on "${field}" needs two values`);
      condition[op] = range;
    } else if (op === '_null' || op === '_nnull' || op === '_empty' || op === '_nempty') condition[op] = operand !== false && operand !== 'false';
    else if (operand === null && (op === '_eq' || op === '_neq')) condition[op === '_eq' ? '_null' : '_nnull'] = true;
    else condition[op] = jsonScalar(operand, field);
  }
  filter[field] = condition;
}

function fieldList(value: unknown, fn: string): string[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.length === 0) throw new QueryError(`aggregate ${fn} needs a field or a list of fields`);
  return list.map((f) => {
    if (typeof f !== 'string') throw new QueryError(`aggregate ${fn} needs field names`);
    const name = f.trim();
    return (fn === 'count' || fn === 'countAll') && name === '*' ? name : checkName(name, 'aggregate field');
  });
}

function setAggregate(query: ContentQuery, fn: string, value: unknown, budget: { aggregates: number }): void {
  refuseForbidden(fn, 'aggregate');
  if (!(aggregateFunctions as readonly string[]).includes(fn)) {
    throw new QueryError(`aggregate takes ${aggregateFunctions.map((f) => `[${f}]`).join(', ')}`);
  }
  const fields = fieldList(value, fn);
  budget.aggregates += fields.length;
  if (budget.aggregates > queryLimits.aggregates) throw new QueryError(`aggregate takes at most ${queryLimits.aggregates} function-field pairs`);
  query.aggregate ??= bare<NonNullable<ContentQuery['aggregate']>>();
  query.aggregate[fn as AggregateFunction] = fields.join(',');
}

function commaList(value: string | string[], what: string, max: number, check: (name: string) => string): string[] {
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((s) => s.trim());
  if (list.length > max) throw new QueryError(`${what} takes at most ${max} entries`);
  return list.map(check);
}

function sortList(value: string | string[], what: string): string[] {
  return commaList(value, what, queryLimits.sort, (name) => {
    checkField(name.replace(/^-/, ''), `${what} field`);
    if (name.includes('*')) throw new QueryError(`Invalid ${what} field "${name}"`);
    return name;
  });
}

function deepEntry(field: string, json: unknown, budget: Budget): DeepQuery {
  if (!isRecord(json)) throw new QueryError(`deep "${field}" must be an object of _filter, _sort, _limit, _offset`);
  const out = bare<DeepQuery>();
  for (const [key, value] of Object.entries(json)) {
    refuseForbidden(key, 'deep');
    const text = typeof value === 'number' ? String(value) : value;
    switch (key) {
      case '_filter':
        out.filter = filterFromJson(typeof value === 'string' ? parseJson(value, 'deep _filter') : value, budget, 1);
        break;
      case '_sort':
        if (typeof value !== 'string' && !(Array.isArray(value) && value.every((v) => typeof v === 'string'))) throw new QueryError(`deep "${field}" _sort must be field names`);
        out.sort = sortList(value as string | string[], 'deep _sort');
        break;
      case '_limit':
        if (typeof text !== 'string') throw new QueryError(`deep "${field}" _limit must be an integer`);
        out.limit = parseInteger(text, 'deep _limit', -1, maxLimit);
        break;
      case '_offset':
        if (typeof text !== 'string') throw new QueryError(`deep "${field}" _offset must be an integer`);
        out.offset = parseInteger(text, 'deep _offset', 0, 1000000);
        break;
      default:
        throw new QueryError(`deep "${field}" takes _filter, _sort, _limit and _offset${key.startsWith('_') ? '' : ' (one level: nested relations are not supported)'}`);
    }
  }
  return out;
}

type Form = 'plain' | 'bracket';

/** Parses the dialect from query-string pairs. Throws QueryError with a reason on bad input. */
export function parseSearchParams(params: Iterable<[string, string]>): ContentQuery {
  const query = bare<ContentQuery>();
  const seen = new Set<string>();
  const forms = new Map<string, Form>();
  const lists = new Map<string, string[]>();
  const budget = { nodes: 0, aggregates: 0 };
  const bracketDeep = bare<Record<string, Record<string, unknown>>>();
  let count = 0;
  let length = 0;
  for (const [key, value] of params) {
    if (++count > queryLimits.parameters) throw new QueryError(`A query takes at most ${queryLimits.parameters} parameters`);
    length += key.length + value.length + 2;
    if (length > queryLimits.queryLength) throw new QueryError(`A query string takes at most ${queryLimits.queryLength} characters`);
    // `groupBy[]=a&groupBy[]=b` is a list; any other name given twice is ambiguous.
    const repeatable = key.endsWith('[]');
    if (seen.has(key) && !repeatable) throw new QueryError(`Parameter "${key}" is given twice`);
    seen.add(key);
    const parts = splitKey(key);
    const head = parts[0] ?? '';
    const form: Form = parts.length === 1 ? 'plain' : 'bracket';
    const earlier = forms.get(head);
    if (earlier && earlier !== form && ['filter', 'aggregate', 'deep', 'alias', 'groupBy', 'fields', 'sort'].includes(head)) {
      throw new QueryError(`"${head}" is given in two forms (${head}= and ${head}[…]=); send one`);
    }
    forms.set(head, form);
    const plain = (name: string) => {
      if (parts.length !== 1) throw new QueryError(`${name} takes no brackets`);
    };
    const listItem = () => {
      if (!(parts.length === 1 || (parts.length === 2 && parts[1] === ''))) throw new QueryError(`${head} takes a comma list or ${head}[]=`);
      const list = lists.get(head) ?? [];
      list.push(value);
      lists.set(head, list);
      return list;
    };
    switch (head) {
      case 'fields':
        query.fields = commaList(listItem(), 'fields', queryLimits.fields, (f) => checkField(f, 'field'));
        break;
      case 'sort':
        query.sort = sortList(listItem(), 'sort');
        break;
      case 'groupBy':
        query.groupBy = commaList(listItem(), 'groupBy', queryLimits.groupBy, (f) => {
          if (/\(/.test(f)) throw new QueryError(`groupBy "${f}": date functions are not supported; group by a field`);
          return checkName(f, 'groupBy field');
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
        if (value.length > queryLimits.search) throw new QueryError(`search takes at most ${queryLimits.search} characters`);
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
          for (const [fn, fields] of Object.entries(json)) setAggregate(query, fn, fields, budget);
        } else {
          if (parts.length !== 2) throw new QueryError('aggregate takes one [function]');
          setAggregate(query, parts[1] ?? '', value, budget);
        }
        break;
      case 'alias': {
        const entries = parts.length === 1 ? Object.entries(asRecord(parseJson(value, 'alias'), 'alias')) : [[parts[1] ?? '', value] as const];
        if (parts.length > 2) throw new QueryError('alias takes one [name]');
        query.alias ??= bare<Record<string, string>>();
        for (const [name, field] of entries) {
          if (typeof field !== 'string') throw new QueryError(`alias "${name}" must name a field`);
          query.alias[checkName(name, 'alias name')] = checkName(field, 'alias field');
        }
        if (Object.keys(query.alias).length > queryLimits.alias) throw new QueryError(`alias takes at most ${queryLimits.alias} names`);
        break;
      }
      case 'deep':
        query.deep ??= bare<Record<string, DeepQuery>>();
        if (parts.length === 1) {
          for (const [field, entry] of Object.entries(asRecord(parseJson(value, 'deep'), 'deep'))) query.deep[checkName(field, 'deep field')] = deepEntry(field, entry, budget);
        } else {
          // deep[field][_limit]=1, deep[field][_sort]=a, deep[field][_filter][x][_eq]=1
          const field = checkName(parts[1] ?? '', 'deep field');
          const option = parts[2] ?? '';
          const raw = (bracketDeep[field] ??= bare<Record<string, unknown>>());
          if (option === '_filter') {
            raw._filter ??= bare<Filter>();
            setFilter(raw._filter as Filter, parts.slice(3), value, budget, 1);
          } else {
            if (parts.length !== 3) throw new QueryError(`deep "${field}" takes one option: deep[${field}][_limit]=`);
            raw[option] = value;
          }
          const { _filter: filter, ...options } = raw;
          const entry = deepEntry(field, options, budget);
          if (filter) entry.filter = filter as Filter;
          query.deep[field] = entry;
        }
        if (Object.keys(query.deep).length > queryLimits.deep) throw new QueryError(`deep takes at most ${queryLimits.deep} fields`);
        break;
      case 'filter':
        if (parts.length === 1) {
          query.filter = filterFromJson(parseJson(value, 'filter'), budget, 0);
          break;
        }
        if (parts.length < 3) throw new QueryError(`Malformed filter "${key}"`);
        query.filter ??= bare<Filter>();
        setFilter(query.filter, parts.slice(1), value, budget, 0);
        break;
      case 'export':
      case 'version':
      case 'backlink':
        throw new QueryError(`"${head}" is not supported here`);
      default:
        // Like Directus, a parameter it does not know changes nothing (a cache-buster, say).
        break;
    }
  }
  return query;
}

function asRecord(json: unknown, what: string): Record<string, unknown> {
  if (!isRecord(json)) throw new QueryError(`${what} must be an object`);
  Object.keys(json).forEach((k) => refuseForbidden(k, what));
  return json;
}

/** The filter every public read carries. */
export const published: Filter = { status: { _eq: 'published' } };
