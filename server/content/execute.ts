/**
 * Runs a parsed content query over one collection's items, as the content service would.
 * The query is compiled once (field checks, operands, relation lookups), then run over the
 * items: the work per request is the items times the query's bounded size, never more.
 */
import { type ContentQuery, type DeepQuery, type FieldFilter, type Filter, type Scalar, aggregateFunctions } from '../../src/domain/content/query';
import { QueryError, defaultLimit, nowPattern, queryLimits } from './query-rules';

type Item = Record<string, unknown>;

export interface QueryResult {
  data: unknown[];
  meta?: { total_count?: number; filter_count?: number };
}

/** A many-to-one (an id) or many-to-many (a list of ids) field: the items it points at. */
export interface Relation {
  collection: string;
  byId: ReadonlyMap<unknown, Item>;
  fields: ReadonlySet<string>;
}
export type Relations = (collection: string, field: string) => Relation | undefined;

export interface ExecuteContext {
  /** The collection queried, so its relations can be followed. */
  collection?: string;
  relations?: Relations;
  /** The time $NOW stands for (ms); the request's time by default. */
  now?: number;
}

interface Scope {
  collection?: string;
  /** Field names allowed here; undefined inside JSON values (no schema to check against). */
  fields?: ReadonlySet<string>;
}

interface Env {
  relations?: Relations;
  now: number;
}

const collator = new Intl.Collator();
const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function relationOf(env: Env, collection: string | undefined, field: string): Relation | undefined {
  return collection && env.relations ? env.relations(collection, field) : undefined;
}

function related(value: unknown, relation: Relation): Item[] {
  const ids = Array.isArray(value) ? value : [value];
  const out: Item[] = [];
  for (const id of ids) {
    const item = relation.byId.get(id);
    if (item) out.push(item);
  }
  return out;
}

function isObject(value: unknown): value is Item {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The values at a dotted path, following relations; a list is tested element by element. */
function valuesAt(item: unknown, path: readonly string[], collection: string | undefined, env: Env, resolveLast = false): unknown[] {
  if (path.length === 0) return Array.isArray(item) ? item : [item];
  if (Array.isArray(item)) return item.flatMap((el) => valuesAt(el, path, collection, env, resolveLast));
  if (!isObject(item)) return [];
  const [head = '', ...rest] = path;
  if (!Object.hasOwn(item, head)) return [];
  const value = item[head];
  const relation = relationOf(env, collection, head);
  if (relation && (rest.length > 0 || resolveLast)) return valuesAt(related(value, relation), rest, relation.collection, env, resolveLast);
  return valuesAt(value, rest, undefined, env, resolveLast);
}

/** Checks each part of a path against the fields known where it stands; answers the scope at its end. */
function checkPath(path: readonly string[], scope: Scope, env: Env, what: string): Scope {
  let here = scope;
  for (const part of path) {
    if (part === '*') return {};
    if (here.fields && !here.fields.has(part)) throw new QueryError(`Unknown ${what} "${part}"`);
    const relation = relationOf(env, here.collection, part);
    here = relation ? { collection: relation.collection, fields: relation.fields } : {};
  }
  return here;
}

// ---- operands -------------------------------------------------------------------------------

interface Operand {
  str: string;
  num: number;
  bool: boolean;
  /** A time (ms) when the operand is a date or $NOW. */
  time?: number;
  lower: string;
}

/** $NOW, or $NOW(-1 year): the request's time moved by whole units, as Directus reads it. */
export function resolveNow(text: string, now: number): number | undefined {
  const m = nowPattern.exec(text);
  if (!m) return undefined;
  const date = new Date(now);
  if (!m[3]) return now;
  const amount = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  const unit = m[3].replace(/s$/, '');
  if (unit === 'year') date.setUTCFullYear(date.getUTCFullYear() + amount);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
  else {
    const ms = { week: 604_800_000, day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000 }[unit] ?? 0;
    return now + amount * ms;
  }
  return date.getTime();
}

function operand(raw: Scalar, env: Env): Operand {
  if (typeof raw === 'string' && raw.startsWith('$NOW')) {
    const time = resolveNow(raw, env.now);
    if (time === undefined) throw new QueryError(`Invalid dynamic variable "${raw}"`);
    const str = new Date(time).toISOString();
    return { str, num: Number.NaN, bool: false, time, lower: str.toLowerCase() };
  }
  const str = String(raw);
  const time = typeof raw === 'string' && isoDate.test(raw) ? Date.parse(raw) : undefined;
  return {
    str,
    num: typeof raw === 'number' ? raw : str.trim() === '' ? Number.NaN : Number(str),
    bool: raw === true || raw === 'true',
    time: time !== undefined && !Number.isNaN(time) ? time : undefined,
    lower: str.toLocaleLowerCase(),
  };
}

function equals(value: unknown, o: Operand): boolean {
  if (typeof value === 'number') return value === o.num;
  if (typeof value === 'boolean') return value === o.bool;
  if (typeof value === 'string') {
    if (o.time !== undefined && isoDate.test(value)) return Date.parse(value) === o.time;
    return value === o.str;
  }
  return false;
}

function order(value: unknown, o: Operand): number {
  if (typeof value === 'number' && !Number.isNaN(o.num)) return value - o.num;
  if (typeof value === 'string' && o.time !== undefined && isoDate.test(value)) return Date.parse(value) - o.time;
  return collator.compare(String(value), o.str);
}

/** Lower-case forms of content strings, made once: the content is fixed while the process runs. */
const lowered = new Map<string, string>();
function lowerCase(text: string): string {
  let lower = lowered.get(text);
  if (lower === undefined) {
    if (lowered.size >= 50_000) lowered.clear();
    lower = text.toLocaleLowerCase();
    lowered.set(text, lower);
  }
  return lower;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

type ValueTest = (value: unknown) => boolean;

/** Each negated operator and the operator it negates. */
const negatedOperators: Readonly<Record<string, string>> = {
  _neq: '_eq',
  _nin: '_in',
  _nbetween: '_between',
  _ncontains: '_contains',
  _nicontains: '_icontains',
  _nstarts_with: '_starts_with',
  _nistarts_with: '_istarts_with',
  _nends_with: '_ends_with',
  _niends_with: '_iends_with',
};

/** One operator's test on one value (negated operators are the positive one, negated over the values). */
function valueTest(op: string, raw: Scalar | Scalar[], env: Env): { test: ValueTest; negated: boolean } {
  const one = () => {
    if (Array.isArray(raw)) throw new QueryError(`${op} takes one value`);
    return operand(raw, env);
  };
  const many = () => (Array.isArray(raw) ? raw : [raw]).map((r) => operand(r, env));
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const lower = (value: unknown) => (typeof value === 'string' ? lowerCase(value) : typeof value === 'number' ? String(value) : undefined);
  const positive = negatedOperators[op] ?? op;
  const negated = positive !== op;
  switch (positive) {
    case '_eq': {
      const o = one();
      return { test: (v) => equals(v, o), negated };
    }
    case '_in': {
      const list = many();
      return { test: (v) => list.some((o) => equals(v, o)), negated };
    }
    case '_lt': {
      const o = one();
      return { test: (v) => order(v, o) < 0, negated };
    }
    case '_lte': {
      const o = one();
      return { test: (v) => order(v, o) <= 0, negated };
    }
    case '_gt': {
      const o = one();
      return { test: (v) => order(v, o) > 0, negated };
    }
    case '_gte': {
      const o = one();
      return { test: (v) => order(v, o) >= 0, negated };
    }
    case '_between': {
      const [lo, hi] = many();
      if (!lo || !hi) throw new QueryError(`${op} needs two values`);
      return { test: (v) => order(v, lo) >= 0 && order(v, hi) <= 0, negated };
    }
    case '_contains': {
      const o = one();
      return { test: (v) => text(v)?.includes(o.str) ?? false, negated };
    }
    case '_icontains': {
      const o = one();
      return { test: (v) => lower(v)?.includes(o.lower) ?? false, negated };
    }
    case '_starts_with': {
      const o = one();
      return { test: (v) => text(v)?.startsWith(o.str) ?? false, negated };
    }
    case '_istarts_with': {
      const o = one();
      return { test: (v) => lower(v)?.startsWith(o.lower) ?? false, negated };
    }
    case '_ends_with': {
      const o = one();
      return { test: (v) => text(v)?.endsWith(o.str) ?? false, negated };
    }
    case '_iends_with': {
      const o = one();
      return { test: (v) => lower(v)?.endsWith(o.lower) ?? false, negated };
    }
    default:
      throw new QueryError(`Unknown operator ${op}`);
  }
}

type Predicate = (item: Item) => boolean;

function compileCondition(field: string, condition: FieldFilter, scope: Scope, env: Env): Predicate[] {
  const path = field.split('.');
  const end = checkPath(path, scope, env, 'filter field');
  const collection = scope.collection;
  const tests: Predicate[] = [];
  for (const [op, raw] of Object.entries(condition) as [string, unknown][]) {
    if (raw === undefined) continue;
    if (op === '_some' || op === '_none') {
      // The elements of a list field or of a relation, each tested against the inner filter.
      const inner = compileFilter(raw as Filter, end.collection ? end : {}, env);
      const some = (item: Item) => valuesAt(item, path, collection, env, true).some((el) => isObject(el) && inner(el));
      tests.push(op === '_some' ? some : (item) => !some(item));
      continue;
    }
    if (op === '_null' || op === '_nnull' || op === '_empty' || op === '_nempty') {
      const want = Boolean(raw);
      const check = op === '_null' || op === '_nnull' ? (v: unknown) => v === null || v === undefined : isEmpty;
      const positive = op === '_null' || op === '_empty';
      tests.push((item) => {
        const values = valuesAt(item, path, collection, env);
        const holds = values.length === 0 || values.every(check);
        return (positive ? holds : !holds) === want;
      });
      continue;
    }
    const { test, negated } = valueTest(op, raw as Scalar | Scalar[], env);
    const present = (v: unknown) => v !== null && v !== undefined && test(v);
    // On a list (e.g. translations) a condition holds when any element satisfies it; a negated one when none does.
    tests.push(negated ? (item) => !valuesAt(item, path, collection, env).some(present) : (item) => valuesAt(item, path, collection, env).some(present));
  }
  return tests;
}

function compileFilter(filter: Filter, scope: Scope, env: Env): Predicate {
  const tests: Predicate[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '_and' || key === '_or') {
      const groups = (value as Filter[]).map((f) => compileFilter(f, scope, env));
      tests.push(key === '_and' ? (item) => groups.every((g) => g(item)) : (item) => groups.some((g) => g(item)));
      continue;
    }
    tests.push(...compileCondition(key, value as FieldFilter, scope, env));
  }
  return (item) => tests.every((t) => t(item));
}

/** Kept for callers that test one item: the filter without relations or a schema. */
export function matches(item: Item, filter: Filter): boolean {
  return compileFilter(filter, {}, { now: Date.now() })(item);
}

// ---- sorting --------------------------------------------------------------------------------

interface SortKey {
  path: string[];
  dir: 1 | -1;
}

function sortKeys(sort: readonly string[], scope: Scope, env: Env): SortKey[] {
  return sort.map((s) => {
    const desc = s.startsWith('-');
    const path = (desc ? s.slice(1) : s).split('.');
    checkPath(path, scope, env, 'sort field');
    return { path, dir: desc ? -1 : 1 };
  });
}

function compareValues(va: unknown, vb: unknown): number {
  if (va === vb) return 0;
  if (va === undefined || va === null) return 1;
  if (vb === undefined || vb === null) return -1;
  if (typeof va === 'number' && typeof vb === 'number') return va - vb;
  return collator.compare(String(va), String(vb));
}

/** Decorate, sort, undecorate: each item's keys are read once, not on every comparison. */
function sortRows<T>(rows: readonly T[], keys: readonly SortKey[], read: (row: T, key: SortKey) => unknown): T[] {
  const decorated = rows.map((row) => ({ row, values: keys.map((k) => read(row, k)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareValues(a.values[i], b.values[i]);
      if (c !== 0) return c * (keys[i] as SortKey).dir;
    }
    return 0;
  });
  return decorated.map((d) => d.row);
}

// ---- projection -----------------------------------------------------------------------------

interface FieldTree {
  star?: FieldTree;
  kids: Map<string, FieldTree>;
}

const isLeaf = (t: FieldTree) => !t.star && t.kids.size === 0;
/** `*` and nothing else: the item as it is. */
const isAll = (t: FieldTree) => t.star !== undefined && isLeaf(t.star) && t.kids.size === 0;

function fieldTree(fields: readonly string[]): FieldTree {
  const root: FieldTree = { kids: new Map() };
  for (const field of fields) {
    let node = root;
    for (const part of field.split('.')) {
      if (part === '*') node = node.star ??= { kids: new Map() };
      else {
        let next = node.kids.get(part);
        if (!next) node.kids.set(part, (next = { kids: new Map() }));
        node = next;
      }
    }
  }
  return root;
}

interface DeepPlan {
  test?: Predicate;
  keys?: SortKey[];
  scope: Scope;
  limit?: number;
  offset: number;
}

class Projector {
  private expanded = 0;
  constructor(
    private readonly env: Env,
    private readonly alias: Readonly<Record<string, string>> = {},
    private readonly deep: ReadonlyMap<string, DeepPlan> = new Map(),
  ) {}

  project(item: Item, tree: FieldTree, scope: Scope, top: boolean): Item {
    if (isAll(tree) && !(top && this.deep.size)) return item;
    const out: Item = {};
    if (tree.star) {
      for (const key of Object.keys(item)) {
        if (!tree.kids.has(key)) out[key] = this.expand(item[key], key, tree.star, scope, top ? this.deep.get(key) : undefined);
      }
    }
    for (const [name, child] of tree.kids) {
      const source = top && Object.hasOwn(this.alias, name) ? (this.alias[name] as string) : name;
      if (!Object.hasOwn(item, source)) continue;
      out[name] = this.expand(item[source], source, child, scope, top ? this.deep.get(name) : undefined);
    }
    return out;
  }

  private expand(value: unknown, field: string, child: FieldTree, scope: Scope, deep: DeepPlan | undefined): unknown {
    const relation = relationOf(this.env, scope.collection, field);
    if (relation && (!isLeaf(child) || (deep && Array.isArray(value)))) {
      const targetScope = { collection: relation.collection, fields: relation.fields };
      let items = related(value, relation);
      if (deep) items = this.narrow(items, deep) as Item[];
      // Ids stay ids unless the fields ask into the relation; deep narrows them all the same.
      if (isLeaf(child)) return items.map((i) => i.id);
      this.expanded += items.length;
      if (this.expanded > queryLimits.relatedItems) {
        throw new QueryError(`An answer expands at most ${queryLimits.relatedItems} related items; narrow it with limit, fields or deep[${field}][_limit]`);
      }
      const projected = items.map((i) => this.project(i, child, targetScope, false));
      return Array.isArray(value) ? projected : (projected[0] ?? null);
    }
    let list = Array.isArray(value) && deep ? this.narrow(value, deep) : value;
    if (isLeaf(child) || (isAll(child) && !relation)) return list;
    if (Array.isArray(list)) list = list.map((v) => (isObject(v) ? this.project(v, child, {}, false) : v));
    else if (isObject(list)) list = this.project(list, child, {}, false);
    return list;
  }

  private narrow(list: readonly unknown[], plan: DeepPlan): unknown[] {
    let rows = plan.test ? list.filter((el) => isObject(el) && (plan.test as Predicate)(el)) : [...list];
    if (plan.keys) rows = sortRows(rows, plan.keys, (row, k) => valuesAt(row, k.path, plan.scope.collection, this.env)[0]);
    return plan.limit !== undefined && plan.limit >= 0 ? rows.slice(plan.offset, plan.offset + plan.limit) : rows.slice(plan.offset);
  }
}

function deepPlans(query: ContentQuery, scope: Scope, env: Env): Map<string, DeepPlan> {
  const plans = new Map<string, DeepPlan>();
  for (const [name, spec] of Object.entries(query.deep ?? {}) as [string, DeepQuery][]) {
    const field = query.alias && Object.hasOwn(query.alias, name) ? (query.alias[name] as string) : name;
    checkPath([field], scope, env, 'deep field');
    const relation = relationOf(env, scope.collection, field);
    const target: Scope = relation ? { collection: relation.collection, fields: relation.fields } : {};
    plans.set(name, {
      test: spec.filter ? compileFilter(spec.filter, target, env) : undefined,
      keys: spec.sort ? sortKeys(spec.sort, target, env) : undefined,
      scope: target,
      limit: spec.limit,
      offset: spec.offset ?? 0,
    });
  }
  return plans;
}

function checkFields(query: ContentQuery, scope: Scope, env: Env): void {
  for (const field of query.fields ?? []) {
    const [head = '', ...rest] = field.split('.');
    const alias = query.alias && Object.hasOwn(query.alias, head) ? query.alias[head] : undefined;
    checkPath([alias ?? head, ...rest], scope, env, 'field');
  }
  for (const [name, field] of Object.entries(query.alias ?? {})) {
    checkPath([field], scope, env, 'alias field');
    if (scope.fields?.has(name)) throw new QueryError(`alias "${name}" is already a field`);
  }
}

// ---- the query ------------------------------------------------------------------------------

export function execute(items: readonly Item[], query: ContentQuery, knownFields: ReadonlySet<string>, context: ExecuteContext = {}): QueryResult {
  const env: Env = { relations: context.relations, now: context.now ?? Date.now() };
  const scope: Scope = { collection: context.collection, fields: knownFields };
  checkFields(query, scope, env);
  const keys = query.sort?.length && !query.groupBy ? sortKeys(query.sort, scope, env) : undefined;
  const test = query.filter ? compileFilter(query.filter, scope, env) : undefined;
  const plans = deepPlans(query, scope, env);

  let rows: readonly Item[] = test ? items.filter(test) : items;
  if (query.search !== undefined) rows = rows.filter(searcher(query.search));

  if (query.aggregate || query.groupBy) return { data: grouped(rows, query, scope, env) };

  if (keys) rows = sortRows(rows, keys, (row, k) => valuesAt(row, k.path, scope.collection, env)[0]);
  const filtered = rows.length;
  const limit = query.limit ?? defaultLimit;
  const start = query.page !== undefined ? (query.page - 1) * Math.max(limit, 0) : (query.offset ?? 0);
  rows = limit >= 0 ? rows.slice(start, start + limit) : rows.slice(start);
  const projector = new Projector(env, query.alias, plans);
  const tree = fieldTree(query.fields?.length ? query.fields : ['*']);
  const result: QueryResult = { data: rows.map((r) => projector.project(r, tree, scope, true)) };
  if (query.meta?.length) {
    result.meta = {};
    if (query.meta.includes('total_count')) result.meta.total_count = items.length;
    if (query.meta.includes('filter_count')) result.meta.filter_count = filtered;
  }
  return result;
}

/** Directus search: any top-level text field contains the term (any case), or a number equals it. */
function searcher(term: string): Predicate {
  const needle = term.toLocaleLowerCase();
  const number = term.trim() !== '' && Number.isFinite(Number(term)) ? Number(term) : undefined;
  return (item) =>
    Object.values(item).some((value) => (typeof value === 'string' ? lowerCase(value).includes(needle) : typeof value === 'number' && value === number));
}

/** Aggregates over all rows, or one row per group of equal `groupBy` values (the group's values beside its aggregates). */
function grouped(rows: readonly Item[], query: ContentQuery, scope: Scope, env: Env): Item[] {
  const spec = query.aggregate ?? {};
  for (const fn of aggregateFunctions) {
    for (const field of spec[fn]?.split(',') ?? []) {
      if (field === '*') {
        if (fn !== 'count' && fn !== 'countAll') throw new QueryError(`aggregate ${fn} needs field names`);
      } else checkPath([field], scope, env, 'aggregate field');
    }
  }
  const by = query.groupBy;
  if (!by) return [aggregate(rows, spec)];
  by.forEach((f) => checkPath([f], scope, env, 'groupBy field'));
  const groups = new Map<string, { values: unknown[]; rows: Item[] }>();
  for (const row of rows) {
    const values = by.map((f) => (Object.hasOwn(row, f) ? (row[f] ?? null) : null));
    const key = JSON.stringify(values);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { values, rows: [] }));
    group.rows.push(row);
  }
  let out: Item[] = [...groups.values()].map(({ values, rows: members }) => {
    const row: Item = {};
    by.forEach((f, i) => (row[f] = values[i]));
    return Object.assign(row, aggregate(members, spec));
  });
  if (query.sort?.length) {
    const sortable = new Set([...by, ...(['count', 'countAll'] as const).filter((fn) => spec[fn] === '*')]);
    const keys = query.sort.map((s): SortKey => {
      const name = s.replace(/^-/, '');
      if (!sortable.has(name)) throw new QueryError(`With groupBy, sort takes the groupBy fields${sortable.size > by.length ? ' or count' : ''}; not "${name}"`);
      return { path: [name], dir: s.startsWith('-') ? -1 : 1 };
    });
    out = sortRows(out, keys, (row, k) => row[k.path[0] as string]);
  }
  const limit = query.limit ?? defaultLimit;
  const start = query.page !== undefined ? (query.page - 1) * Math.max(limit, 0) : (query.offset ?? 0);
  return limit >= 0 ? out.slice(start, start + limit) : out.slice(start);
}

function aggregate(rows: readonly Item[], spec: NonNullable<ContentQuery['aggregate']>): Item {
  const out: Item = {};
  for (const fn of aggregateFunctions) {
    const list = spec[fn];
    if (!list) continue;
    if ((fn === 'count' || fn === 'countAll') && list === '*') {
      out[fn] = rows.length;
      continue;
    }
    const values: Item = {};
    for (const field of list.split(',')) {
      const present = rows.map((r) => (Object.hasOwn(r, field) ? r[field] : undefined)).filter((v) => v !== null && v !== undefined);
      const distinct = fn.endsWith('Distinct');
      const nums = present.filter((v): v is number => typeof v === 'number');
      const used = distinct ? [...new Set(nums)] : nums;
      const sum = used.reduce((a, b) => a + b, 0);
      values[field] =
        fn === 'count' || fn === 'countAll'
          ? present.length
          : fn === 'countDistinct'
            ? new Set(present.map((v) => JSON.stringify(v))).size
            : !used.length
              ? null
              : fn === 'sum' || fn === 'sumDistinct'
                ? sum
                : fn === 'avg' || fn === 'avgDistinct'
                  ? sum / used.length
                  : fn === 'min'
                    ? used.reduce((a, b) => Math.min(a, b))
                    : used.reduce((a, b) => Math.max(a, b));
    }
    out[fn] = values;
  }
  return out;
}
