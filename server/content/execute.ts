/** Runs a parsed content query over one collection's items, as the content service would. */
import {
  type ContentQuery,
  type FieldFilter,
  type Filter,
  type Scalar,
  QueryError,
  defaultLimit,
} from '../../src/data/content-query';

type Item = Record<string, unknown>;

export interface QueryResult {
  data: unknown[];
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

  if (query.aggregate) {
    const out: Record<string, Record<string, unknown>> = {};
    for (const fn of ['min', 'max'] as const) {
      const field = query.aggregate[fn];
      if (!field) continue;
      checkKnown(field, 'aggregate field');
      const nums = rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
      out[fn] = { [field]: nums.length ? (fn === 'min' ? Math.min(...nums) : Math.max(...nums)) : null };
    }
    return { data: [out] };
  }

  if (query.sort?.length) rows = sortItems(rows, query.sort);
  const limit = query.limit ?? defaultLimit;
  if (limit >= 0) {
    const start = ((query.page ?? 1) - 1) * limit;
    rows = rows.slice(start, start + limit);
  }
  return { data: query.fields?.length ? rows.map((r) => project(r, query.fields as string[])) : rows };
}
