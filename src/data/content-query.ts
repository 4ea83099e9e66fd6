/**
 * A content query's URL form, the one the browser, the service worker and server rendering
 * share; the server reads it back (server/content/query-parser.ts), so a query warmed into the
 * offline cache is byte-for-byte the one a page later asks for.
 */
import { type ContentQuery, type FieldFilter, type Filter, isListOperator } from '../domain/content/query';

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

/** The filter every public read carries. */
export const published: Filter = { status: { _eq: 'published' } };
