/**
 * Checks across items that a schema cannot express: referenced assets exist, references
 * between collections point at published items, and URL keys are unique where they form URLs.
 * Each problem names the file, the item and the field, like the schema errors.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assetRefs } from '../../src/domain/content/asset-ids';
import type { CollectionName } from '../../src/domain/content/collections';

type Items = (name: CollectionName) => readonly Record<string, unknown>[];

/**
 * field of collection -> the collection its id (or list of ids) points to, and whether the
 * target may be unpublished (a street drafted out of the suggestions keeps its coverage).
 */
export const REFERENCES: readonly [CollectionName, string, CollectionName, ('any status' | undefined)?][] = [
  ['cover', 'covered', 'address_units', 'any status'],
  ['cover', 'planned', 'address_units', 'any status'],
  ['faq', 'category', 'faq_category'],
  ['tv_channels', 'category', 'tv_channel_categories'],
  ['tv_channels', 'tariffs', 'tv_tariffs'],
  ['payment_points', 'street', 'address_units', 'any status'],
  ['services', 'category', 'services_category'],
  ['footers', 'category', 'categories'],
  ['products', 'producer', 'producer'],
  ['products', 'category', 'categories'],
  ['products', 'modifications', 'products'],
  ['producer', 'products', 'products', 'any status'],
  ['vacancies', 'location', 'vacancies_locations'],
  ['vacancies', 'category', 'vacancies_categories'],
  ['vacancies', 'employment_type', 'vacancies_employment_types'],
  ['vacancies', 'experienceOnSimilarRole', 'vacancies_experience_types'],
  ['vacancies', 'required_documents', 'vacancies_required_documents'],
];

/** Collections whose url key must be unique (within a kind, where items have one). */
const UNIQUE_KEYS: readonly [CollectionName, string][] = [
  ['cover', 'url_key'],
  ['faq_category', 'url_key'],
  ['guides', 'url_key'],
  ['sales', 'url_name'],
  ['tv_channel_categories', 'code'],
  ['services', 'key'],
  ['products', 'url'],
  ['products', 'code'],
  ['producer', 'url'],
];

/** The first integrity problem found, or null. */
export function findIntegrityProblem(dir: string, names: readonly CollectionName[], items: Items): string | null {
  const assets = join(dir, 'assets');
  for (const name of names) {
    for (const [index, item] of items(name).entries()) {
      for (const [field, id] of assetRefs(item)) {
        if (!existsSync(join(assets, id))) {
          return `Content file ${join(dir, `${name}.json`)}: item ${index} (id ${String(item.id)}), field "${field}": asset ${id} is missing from ${assets}`;
        }
      }
    }
  }
  for (const [name, field, target, anyStatus] of REFERENCES) {
    const ids = new Set(items(target).filter((t) => anyStatus || t.status === 'published').map((t) => t.id));
    for (const [index, item] of items(name).entries()) {
      const value = item[field];
      const refs = Array.isArray(value) ? value : [value];
      const bad = refs.find((r) => !ids.has(r));
      if (bad !== undefined) {
        return `Content file ${join(dir, `${name}.json`)}: item ${index} (id ${String(item.id)}), field "${field}": no ${anyStatus ? '' : 'published '}${target} item has id ${String(bad)}`;
      }
    }
  }
  for (const [name, field] of UNIQUE_KEYS) {
    const seen = new Set<string>();
    for (const [index, item] of items(name).entries()) {
      const key = `${String(item.kind ?? '')}/${String(item[field])}`;
      if (seen.has(key)) {
        return `Content file ${join(dir, `${name}.json`)}: item ${index} (id ${String(item.id)}), field "${field}": ${String(item[field])} is used twice`;
      }
      seen.add(key);
    }
  }
  const documentIds = new Set<unknown>();
  for (const [index, category] of items('document_category').entries()) {
    // Documents live inside their categories, yet /contracts?id= names them across all of them.
    for (const doc of category.documents as { id: number }[]) {
      if (documentIds.has(doc.id)) {
        return `Content file ${join(dir, 'document_category.json')}: item ${index} (id ${String(category.id)}), field "documents": document id ${doc.id} is used twice`;
      }
      documentIds.add(doc.id);
    }
  }
  return productProblem(dir, items);
}

/** A product's discount agrees with its prices, and its maker lists it (and only its makers do). */
function productProblem(dir: string, items: Items): string | null {
  const where = (name: string, index: number, id: unknown, field: string) => `Content file ${join(dir, `${name}.json`)}: item ${index} (id ${String(id)}), field "${field}"`;
  const makers = new Map<unknown, unknown[]>();
  for (const [index, maker] of items('producer').entries()) {
    for (const id of maker.products as number[]) {
      makers.set(id, [...(makers.get(id) ?? []), maker.id]);
      const product = items('products').find((p) => p.id === id);
      if (product && product.producer !== maker.id) return `${where('producer', index, maker.id, 'products')}: product ${id} names producer ${String(product.producer)}`;
    }
  }
  for (const [index, product] of items('products').entries()) {
    const { id, price, oldPrice, discount } = product as { id: number; price: number; oldPrice: number | null; discount: number | null };
    if ((oldPrice === null) !== (discount === null)) return `${where('products', index, id, 'discount')}: an old price and a discount go together`;
    if (oldPrice !== null && discount !== null) {
      if (oldPrice <= price) return `${where('products', index, id, 'oldPrice')}: ${oldPrice} is not above the price ${price}`;
      const percent = Math.round(((oldPrice - price) / oldPrice) * 100);
      if (percent !== discount) return `${where('products', index, id, 'discount')}: ${discount} % does not match the prices (${percent} %)`;
    }
    if (!(makers.get(id) ?? []).includes(product.producer)) return `${where('products', index, id, 'producer')}: producer ${String(product.producer)} does not list it`;
  }
  return null;
}
