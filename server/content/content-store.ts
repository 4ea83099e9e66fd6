/** Loads content/<collection>.json at start and validates every item against its schema. */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ArkErrors, type Type } from 'arktype';
import { collections, type CollectionName, type CollectionItem } from '../../src/domain/content/collections';
import type { Relation, Relations } from './execute';
import { REFERENCES, findIntegrityProblem } from './integrity';
import { sanitizeItem } from './sanitize';

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface CollectionData {
  /** Every item, drafts included (for integrity checks only). */
  items: readonly Record<string, unknown>[];
  /** The items that exist for readers: published ones. */
  published: readonly Record<string, unknown>[];
  /** Fields readers may query: those of published items and of the schema. */
  fields: ReadonlySet<string>;
}

export interface ContentStore {
  dir: string;
  get(name: CollectionName): CollectionData;
  items<C extends CollectionName>(name: C): readonly CollectionItem<C>[];
  /** A hash-like version that changes whenever any content file changes. */
  version: string;
  /** The collection a field of a collection points into (by id), over its published items. */
  relations: Relations;
}

function describe(errors: ArkErrors): { field: string; message: string } {
  const first = errors[0];
  const field = first?.path.length ? first.path.join('.') : '(item)';
  return { field, message: first?.message ?? errors.summary };
}

/** `replaced`: a collection's items from elsewhere than its file (the speed test's servers from a LibreSpeed list). */
export function loadContent(dir: string, replaced: Partial<Record<CollectionName, readonly unknown[]>> = {}): ContentStore {
  const data = new Map<CollectionName, CollectionData>();
  let version = 0;
  for (const name of Object.keys(collections) as CollectionName[]) {
    const given = replaced[name];
    const file = given ? `${name} (replaced)` : join(dir, `${name}.json`);
    if (!given && !existsSync(file)) throw new ContentError(`Content file ${file} is missing (collection "${name}")`);
    const text = given ? JSON.stringify(given) : readFileSync(file, 'utf8');
    for (let i = 0; i < text.length; i++) version = (version * 31 + text.charCodeAt(i)) | 0;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (e) {
      throw new ContentError(`Content file ${file}: not valid JSON (${(e as Error).message})`);
    }
    if (!Array.isArray(raw)) throw new ContentError(`Content file ${file}: must hold an array of items`);
    const schema = collections[name];
    const ids = new Set<unknown>();
    const fields = new Set<string>();
    const items = raw.map((item: unknown, index: number) => {
      const out = schema(item);
      const id = (item as { id?: unknown } | null)?.id;
      if (out instanceof ArkErrors) {
        const { field, message } = describe(out);
        throw new ContentError(
          `Content file ${file}: item ${index}${id !== undefined ? ` (id ${String(id)})` : ''}, field "${field}": ${message}`,
        );
      }
      if (ids.has(id)) throw new ContentError(`Content file ${file}: item ${index}: duplicate id ${String(id)}`);
      ids.add(id);
      if ((out as { status: string }).status === 'published') Object.keys(out).forEach((k) => fields.add(k));
      return Object.freeze(sanitizeItem(name, out as Record<string, unknown>));
    });
    // Fields declared by the schema count as known even when no item sets them.
    // A collection of several kinds of item (a union) declares the fields of every kind.
    for (const props of schema.distribute((branch) => (branch as Type<Record<string, unknown>>).props)) for (const prop of props) fields.add(String(prop.key));
    data.set(name, { items, published: items.filter((item) => item.status === 'published'), fields });
  }
  const extra = readdirSync(dir).filter((f) => f.endsWith('.json') && !Object.hasOwn(collections, f.slice(0, -5)));
  if (extra.length) throw new ContentError(`Content files with no collection schema: ${extra.join(', ')}`);
  const problem = findIntegrityProblem(dir, [...data.keys()], (name) => (data.get(name) as CollectionData).items);
  if (problem) throw new ContentError(problem);
  // Readers see only published items at the other end of a relation, as with any read.
  const relations = new Map<string, Relation>();
  for (const [from, field, to] of REFERENCES) {
    const target = data.get(to) as CollectionData;
    relations.set(`${from}.${field}`, { collection: to, byId: new Map(target.published.map((i) => [i.id, i])), fields: target.fields });
  }
  return {
    dir,
    version: (version >>> 0).toString(36),
    relations: (collection, field) => relations.get(`${collection}.${field}`),
    get: (name) => data.get(name) as CollectionData,
    items: <C extends CollectionName>(name: C) => (data.get(name) as CollectionData).items as readonly CollectionItem<C>[],
  };
}
