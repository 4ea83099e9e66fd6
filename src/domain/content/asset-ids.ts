/** Fields that hold an asset id (content/assets), at any depth of an item. */
export const assetFields = new Set(['image', 'icon', 'pdf']);

/** Every asset id an item (or a list of items) refers to, with where: [path, id]. */
export function assetRefs(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => assetRefs(v, path ? `${path}.${i}` : String(i), out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (assetFields.has(k) && typeof v === 'string') out.push([at, v]);
      else assetRefs(v, at, out);
    }
  }
  return out;
}
