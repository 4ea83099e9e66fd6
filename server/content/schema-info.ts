/**
 * What the read-only schema routes answer (/content/collections, /content/fields): each
 * collection and field in the shape Directus gives them, made from the collection's schema.
 */
import { type CollectionName, collections, singletons } from '../../src/domain/content/collections';
import type { Relations } from './execute';

interface JsonProp {
  type?: unknown;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonProp[];
}

export interface FieldInfo {
  collection: string;
  field: string;
  type: string;
  required: boolean;
  meta: Record<string, unknown>;
  schema: Record<string, unknown>;
}

/** Directus' field type for a JSON Schema property. */
function directusType(prop: JsonProp): string {
  const type = prop.type ?? typeof (prop.const ?? prop.enum?.[0] ?? prop.anyOf?.[0]?.const ?? prop.anyOf?.[0]?.type);
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'float';
  if (type === 'boolean') return 'boolean';
  if (type === 'string') return prop.format === 'date-time' ? 'timestamp' : 'string';
  return 'json';
}

const fieldCache = new Map<CollectionName, FieldInfo[]>();

export function fieldsOf(collection: CollectionName, relations: Relations): FieldInfo[] {
  const known = fieldCache.get(collection);
  if (known) return known;
  // A collection of several kinds of item (a union): the fields of every kind, required when every kind requires them.
  const kinds = collections[collection].distribute(
    (branch) => branch.toJsonSchema({ fallback: (ctx) => ctx.base }) as { properties?: Record<string, JsonProp>; required?: string[] },
  );
  const properties = Object.assign({}, ...kinds.map((k) => k.properties ?? {})) as Record<string, JsonProp>;
  const fields = Object.entries(properties).map(([field, prop]): FieldInfo => {
    const required = kinds.every((k) => k.required?.includes(field));
    const relation = relations(collection, field);
    const type = directusType(prop);
    return {
      collection,
      field,
      type,
      required,
      meta: { collection, field, special: null, interface: null, options: null, readonly: true, hidden: false, required, sort: null, note: null, translations: null },
      schema: {
        name: field,
        table: collection,
        data_type: type,
        default_value: null,
        is_nullable: !required,
        is_unique: field === 'id',
        is_primary_key: field === 'id',
        has_auto_increment: false,
        foreign_key_table: relation?.collection ?? null,
        foreign_key_column: relation ? 'id' : null,
      },
    };
  });
  fieldCache.set(collection, fields);
  return fields;
}

export function collectionInfo(collection: CollectionName) {
  return {
    collection,
    meta: {
      collection,
      icon: null,
      note: null,
      hidden: false,
      singleton: singletons.has(collection),
      translations: null,
      sort_field: null,
      accountability: null,
      archive_field: 'status',
    },
    schema: { name: collection },
  };
}
