/** The server's ContentSource: loaders query the in-memory store directly, no HTTP. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type InlineSvg, maxInlineSvgBytes, toInlineSvg } from '../../src/domain/content/inline-svg';
import type { ContentSource } from '../../src/domain/content/source';
import { publishedQuery } from '../../src/data/content-url';
import { execute } from './execute';
import type { ContentStore } from './content-store';

/** Answers kept per source: the site's loaders ask a few dozen distinct queries; visitors' input adds more. */
export const maxMemoAnswers = 500;
/** A longer query (a visitor's search, say) is answered but not kept. */
const maxMemoKey = 1000;

/** Freezes an answer in depth: a loader that changed it would change the next page's too. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Content is read once per start and never changes while the server runs, so a query's answer
 * is kept (per collection and query, least recently used out) instead of filtered, sorted and
 * projected again on every render. A query with $NOW depends on the time and is never kept.
 */
export function memoryContentSource(store: ContentStore): ContentSource {
  const memo = new Map<string, readonly unknown[]>();
  const run = (collection: Parameters<ContentSource['items']>[0], query: Parameters<ContentSource['items']>[1]) => {
    const { published, fields } = store.get(collection);
    return execute(published, publishedQuery(query), fields, { collection, relations: store.relations }).data;
  };
  const drawings = new Map<string, InlineSvg | undefined>();
  return {
    drawing(assetId) {
      if (drawings.has(assetId)) return drawings.get(assetId);
      const drawing = readDrawing(join(store.dir, 'assets'), assetId);
      // Ids come from the content, not from visitors; bounded all the same.
      if (drawings.size < maxMemoAnswers) drawings.set(assetId, drawing);
      return drawing;
    },
    async items(collection, query) {
      const key = `${collection} ${JSON.stringify(query ?? {})}`;
      if (key.length > maxMemoKey || key.includes('$NOW')) return run(collection, query) as never;
      let answer = memo.get(key);
      if (answer) {
        memo.delete(key);
      } else {
        answer = deepFreeze(run(collection, query));
        if (memo.size >= maxMemoAnswers) memo.delete(memo.keys().next().value as string);
      }
      memo.set(key, answer);
      return answer as never;
    },
  };
}

const drawingId = /^[a-z0-9][a-z0-9-]*\.svg$/;

/** An SVG asset as an inline drawing, or undefined (not an SVG, too large, missing, or not plain). */
function readDrawing(dir: string, assetId: string): InlineSvg | undefined {
  if (!drawingId.test(assetId)) return undefined;
  const file = join(dir, assetId);
  try {
    if (statSync(file).size > maxInlineSvgBytes) return undefined;
    // A short prefix from the file's name keeps two drawings' ids apart on one page.
    return toInlineSvg(readFileSync(file, 'utf8'), `${assetId.slice(0, -4).replace(/-/g, '')}-`) ?? undefined;
  } catch {
    return undefined;
  }
}
