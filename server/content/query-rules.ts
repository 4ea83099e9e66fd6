/**
 * The checks every part of a content query passes on the server: its bounds, the names it may
 * use, and the refusal (QueryError) that names what was wrong.
 */
import { type FilterOperator, filterOperators } from '../../src/domain/content/query';

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

export function refuseForbidden(key: string, where: string): void {
  if (forbiddenKeys.has(key)) throw new QueryError(`"${key}" is not allowed in ${where}`);
}

/** A plain map with no prototype: a key is only ever an own property. */
export function bare<T extends object>(): T {
  return Object.create(null) as T;
}

export function isOperator(key: string): key is FilterOperator {
  return (filterOperators as readonly string[]).includes(key);
}

export function checkField(name: string, what: string): string {
  if (!fieldPattern.test(name)) throw new QueryError(`Invalid ${what} "${name}"`);
  const parts = name.split('.');
  parts.forEach((part) => refuseForbidden(part, what));
  if (parts.length > queryLimits.fieldDepth) throw new QueryError(`${what} "${name}" is nested deeper than ${queryLimits.fieldDepth} levels`);
  return name;
}

export function checkName(name: string, what: string): string {
  refuseForbidden(name, what);
  if (!namePattern.test(name)) throw new QueryError(`Invalid ${what} "${name}"`);
  return name;
}

export function parseInteger(text: string, what: string, min: number, max: number): number {
  if (!/^-?\d{1,7}$/.test(text)) throw new QueryError(`${what} must be an integer`);
  const n = Number(text);
  if (n < min || n > max) throw new QueryError(`${what} must be between ${min} and ${max}`);
  return n;
}

export function checkValue(value: string, field: string): string {
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

export function parseJson(text: string, what: string): unknown {
  if (text.length > queryLimits.json) throw new QueryError(`${what} is longer than ${queryLimits.json} characters`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new QueryError(`${what} must be JSON or the bracket form ${what}[field][…]=`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
