/** Parses the content query dialect from query-string pairs (the server's side of src/data/content-query.ts). */
import { type AggregateFunction, type ContentQuery, type DeepQuery, type Filter, aggregateFunctions } from '../../src/domain/content/query';
import { type Budget, filterFromJson, setFilter } from './query-filter';
import { QueryError, bare, checkField, checkName, isRecord, maxLimit, parseInteger, parseJson, queryLimits, refuseForbidden } from './query-rules';

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
