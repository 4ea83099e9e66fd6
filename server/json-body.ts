/**
 * JSON request bodies, refused when deep or wide before any value is parsed: a schema check
 * walks a body recursively, and 10,000 levels overflowed its stack (a 500 each time). The scan
 * reads the raw text once, keeping only a count per open level, so it cannot overflow itself.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const jsonLimits = {
  /** Objects and arrays nested in one another (the forms use 2). */
  depth: 8,
  /** Keys of one object. */
  keys: 64,
  /** Items of one array. */
  items: 64,
};

export class JsonShapeError extends Error {
  readonly statusCode = 400;
  readonly code = 'JSON_TOO_DEEP_OR_WIDE';
}

/** The first limit the text breaks, or null. Strings are skipped (a bracket in a value is text). */
export function jsonShapeProblem(text: string, limits = jsonLimits): string | null {
  // Per open level: the number of commas seen at it.
  const commas: number[] = [];
  const kinds: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (commas.length >= limits.depth) return `nested more than ${limits.depth} levels`;
      commas.push(0);
      kinds.push(c === 0x7b ? 'object' : 'array');
    } else if (c === 0x7d || c === 0x5d) {
      commas.pop();
      kinds.pop();
    } else if (c === 0x2c && commas.length > 0) {
      const level = commas.length - 1;
      const count = (commas[level] as number) + 1;
      commas[level] = count;
      const object = kinds[level] === 'object';
      if (count >= (object ? limits.keys : limits.items)) return object ? `an object with more than ${limits.keys} keys` : `an array with more than ${limits.items} items`;
    }
  }
  return null;
}

/** Replaces the JSON parser of this scope (and those under it) with one that checks the shape first. */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonShapeProblem(text);
    if (problem) return done(new JsonShapeError(`The JSON body is too deep or too wide: ${problem}`), undefined);
    return parse(request, text, done);
  });
}
