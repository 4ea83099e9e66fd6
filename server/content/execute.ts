/** Runs a parsed content query over one collection's items, as the content service would. */
import {
  type ContentQuery,
  type FieldFilter,
  type Filter,
  type Scalar,
  QueryError,
  aggregateFunctions,
  defaultLimit,
} from '../../src/data/content-query';

type Item = Record<string, unknown>;

export interface QueryResult {
  data: unknown[];
  meta?: { total_count?: number; filter_count?: number };
}

function valuesAt(item: unknown, path: string[]): unknown[] {
  // A list of scalars (e.g. tags) is tested element by element, like a list of objects.
  if (path.length === 0) return Array.isArray(item) ? item : [item];
  if (Array.isArray(item)) return item.flatMap((el) => valuesAt(el, path));
  if (item === null || typeof item !== 'object') return [];
  const [head, ...rest] = path;
  if (head === undefined || !Object.hasOwn(item, head)) return [];
  return valuesAt((item as Item)[head], rest);
}

/** Brings a query-string operand to the type of the stored value before comparing. */
function coerce(operand: Scalar, like: unknown): Scalar {
  if (typeof like === 'number') {
    const n = Number(operand);
    return Number.isNaN(n) ? String(operand) : n;
  }
  if (typeof like === 'boolean') return operand === true || operand === 'true';
  return String(operand);
}

function compare(a: unknown, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function one(operand: Scalar | Scalar[] | undefined): Scalar {
  if (Array.isArray(operand) || operand === undefined) throw new QueryError('Operator needs one value');
  return operand;
}

function many(operand: Scalar | Scalar[] | undefined): Scalar[] {
  return Array.isArray(operand) ? operand : operand === undefined ? [] : [operand];
}

function testValue(value: unknown, op: string, operand: Scalar | Scalar[] | undefined): boolean {
  switch (op) {
    case '_null':
      return (value === null || value === undefined) === Boolean(one(operand));
    case '_nnull':
      return (value !== null && value !== undefined) === Boolean(one(operand));
  }
  if (value === null || value === undefined) return op === '_neq' || op === '_nin';
  switch (op) {
    case '_eq':
      return value === coerce(one(operand), value);
    case '_neq':
      return value !== coerce(one(operand), value);
    case '_in':
      return many(operand).some((o) => value === coerce(o, value));
    case '_nin':
      return !many(operand).some((o) => value === coerce(o, value));
    case '_lt':
      return compare(value, coerce(one(operand), value)) < 0;
    case '_lte':
      return compare(value, coerce(one(operand), value)) <= 0;
    case '_gt':
      return compare(value, coerce(one(operand), value)) > 0;
    case '_gte':
      return compare(value, coerce(one(operand), value)) >= 0;
    case '_between': {
      const [lo, hi] = many(operand);
      if (lo === undefined || hi === undefined) throw new QueryError('_between needs two values');
      return compare(value, coerce(lo, value)) >= 0 && compare(value, coerce(hi, value)) <= 0;
    }
    case '_contains':
      return String(value).includes(String(one(operand)));
    case '_icontains':
      return String(value).toLocaleLowerCase().includes(String(one(operand)).toLocaleLowerCase());
    default:
      throw new QueryError(`Unknown operator ${op}`);
  }
}

function testField(item: Item, field: string, filter: FieldFilter): boolean {
  const values = valuesAt(item, field.split('.'));
  return Object.entries(filter).every(([op, operand]) => {
    if (values.length === 0) return testValue(undefined, op, operand);
    // On a list (e.g. translations) a condition holds when any element satisfies it.
    return values.some((v) => testValue(v, op, operand));
  });
}

export function matches(item: Item, filter: Filter): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined) return true;
    if (key === '_and') return (value as Filter[]).every((f) => matches(item, f));
    if (key === '_or') return (value as Filter[]).some((f) => matches(item, f));
    return testField(item, key, value as FieldFilter);
  });
}

function project(item: Item, fields: string[]): Item {
  if (fields.includes('*')) return item;
  const out: Item = {};
  for (const field of fields) {
    const [head, ...rest] = field.split('.');
    if (head === undefined || !Object.hasOwn(item, head)) continue;
    const value = item[head];
    if (rest.length === 0 || rest[0] === '*') out[head] = value;
    else {
      const sub = rest.join('.');
      const pickSub = (v: unknown) => (v && typeof v === 'object' ? project(v as Item, [sub]) : v);
      const picked = Array.isArray(value) ? value.map(pickSub) : pickSub(value);
      out[head] = out[head] && typeof out[head] === 'object' ? merge(out[head], picked) : picked;
    }
  }
  return out;
}

function merge(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) return a.map((el, i) => merge(el, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') return { ...a, ...b };
  return b;
}

function sortItems(items: Item[], sort: string[]): Item[] {
  const keys = sort.map((s) => (s.startsWith('-') ? { field: s.slice(1), dir: -1 } : { field: s, dir: 1 }));
  return [...items].sort((a, b) => {
    for (const { field, dir } of keys) {
      const va = valuesAt(a, field.split('.'))[0];
      const vb = valuesAt(b, field.split('.'))[0];
      if (va === vb) continue;
      if (va === undefined || va === null) return 1;
      if (vb === undefined || vb === null) return -1;
      const c = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
      if (c !== 0) return c * dir;
    }
    return 0;
  });
}

export function execute(items: readonly Item[], query: ContentQuery, knownFields: ReadonlySet<string>): QueryResult {
  const checkKnown = (path: string, what: string) => {
    const head = path.replace(/^-/, '').split('.')[0] ?? '';
    if (head !== '*' && !knownFields.has(head)) throw new QueryError(`Unknown ${what} "${head}"`);
  };
  query.fields?.forEach((f) => checkKnown(f, 'field'));
  query.sort?.forEach((f) => checkKnown(f, 'sort field'));
  const checkFilter = (f: Filter) =>
    Object.entries(f).forEach(([k, v]) => {
      if (k === '_and' || k === '_or') (v as Filter[]).forEach(checkFilter);
      else checkKnown(k, 'filter field');
    });
  if (query.filter) checkFilter(query.filter);

  let rows = query.filter ? items.filter((item) => matches(item, query.filter as Filter)) : [...items];
  if (query.search !== undefined) rows = rows.filter((item) => matchesSearch(item, query.search as string));

  if (query.aggregate) return { data: [aggregate(rows, query.aggregate, checkKnown)] };

  if (query.sort?.length) rows = sortItems(rows, query.sort);
  const filtered = rows.length;
  const limit = query.limit ?? defaultLimit;
  const start = query.page !== undefined ? (query.page - 1) * Math.max(limit, 0) : (query.offset ?? 0);
  rows = limit >= 0 ? rows.slice(start, start + limit) : rows.slice(start);
  const result: QueryResult = { data: query.fields?.length ? rows.map((r) => project(r, query.fields as string[])) : rows };
  if (query.meta?.length) {
    result.meta = {};
    if (query.meta.includes('total_count')) result.meta.total_count = items.length;
    if (query.meta.includes('filter_count')) result.meta.filter_count = filtered;
  }
  return result;
}

/** Directus search: any top-level text field contains the term (any case), or a number equals it. */
function matchesSearch(item: Item, term: string): boolean {
  const needle = term.toLocaleLowerCase();
  const number = term.trim() !== '' && Number.isFinite(Number(term)) ? Number(term) : undefined;
  return Object.values(item).some((value) =>
    typeof value === 'string' ? value.toLocaleLowerCase().includes(needle) : typeof value === 'number' && value === number,
  );
}

function aggregate(
  rows: Item[],
  spec: NonNullable<ContentQuery['aggregate']>,
  checkKnown: (path: string, what: string) => void,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const fn of aggregateFunctions) {
    const list = spec[fn];
    if (!list) continue;
    if (fn === 'count' && list === '*') {
      out.count = rows.length;
      continue;
    }
    const values: Record<string, unknown> = {};
    for (const field of list.split(',')) {
      if (field === '*') throw new QueryError(`aggregate ${fn} needs field names`);
      checkKnown(field, 'aggregate field');
      const present = rows.map((r) => (Object.hasOwn(r, field) ? r[field] : undefined)).filter((v) => v !== null && v !== undefined);
      const nums = present.filter((v): v is number => typeof v === 'number');
      const sum = nums.reduce((a, b) => a + b, 0);
      values[field] =
        fn === 'count'
          ? present.length
          : fn === 'countDistinct'
            ? new Set(present.map((v) => JSON.stringify(v))).size
            : !nums.length
              ? null
              : fn === 'sum'
                ? sum
                : fn === 'avg'
                  ? sum / nums.length
                  : fn === 'min'
                    ? Math.min(...nums)
                    : Math.max(...nums);
    }
    out[fn] = values;
  }
  return out;
}
