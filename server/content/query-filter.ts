/**
 * Reads a content query's filter in its two forms, brackets (`filter[a][_or][0][b][_eq]=`) and
 * the JSON Directus clients send, into one bounded Filter on null-prototype objects.
 */
import { type FieldFilter, type Filter, type FilterOperator, type Scalar, type ValueOperator, filterOperators, isListOperator } from '../../src/domain/content/query';
import { QueryError, bare, checkField, checkValue, isOperator, isRecord, parseInteger, queryLimits, refuseForbidden } from './query-rules';

/** Counts the nodes of every filter of one query (conditions and groups) against the limit. */
export interface Budget {
  nodes: number;
}

function spend(budget: Budget): void {
  if (++budget.nodes > queryLimits.filterNodes) throw new QueryError(`A filter takes at most ${queryLimits.filterNodes} conditions and groups`);
}

function checkDepth(depth: number): void {
  if (depth > queryLimits.filterDepth) throw new QueryError(`Filter groups nest at most ${queryLimits.filterDepth} deep`);
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

export function setFilter(root: Filter, path: string[], value: string, budget: Budget, depth: number): void {
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
export function filterFromJson(json: unknown, budget: Budget, depth: number): Filter {
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
