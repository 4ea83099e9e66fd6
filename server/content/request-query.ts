/**
 * The parsed content query of a request, parsed once and shared by the answer cache (its key)
 * and the routes (the answer), so both read the same query.
 */
import type { FastifyRequest } from 'fastify';
import type { ContentQuery } from '../../src/domain/content/query';
import { parseSearchParams } from './query-parser';
import { QueryError, queryLimits } from './query-rules';

const parsed = new WeakMap<FastifyRequest, ContentQuery>();

function rawQuery(url: string): [string, string][] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  // Longer than any query the limits allow (after percent-encoding): refused before it is decoded.
  if (url.length - at > queryLimits.queryLength * 3) throw new QueryError(`A query string takes at most ${queryLimits.queryLength} characters`);
  try {
    return [...new URLSearchParams(url.slice(at + 1))];
  } catch {
    throw new QueryError('Malformed query string');
  }
}

/** Throws QueryError (400) on a bad query. */
export function contentQueryOf(request: FastifyRequest): ContentQuery {
  let query = parsed.get(request);
  if (!query) {
    query = parseSearchParams(rawQuery(request.url));
    parsed.set(request, query);
  }
  return query;
}

/** JSON with every object's keys sorted: one text for every spelling of the same query. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
