/**
 * Fills the slots of src/ui/part-slot.ts from the table of parts: each loads on demand with its
 * folder's catalog. The table itself (every part's chunk and what it needs) loads with the first.
 */
import { catalogLocale } from '../i18n/catalog-sink';
import { lazyWhenOnline } from '../offline/import-when-online';
import { type Parts, fillPart, partNames } from '../ui/part-slot';

for (const name of partNames) {
  const load = async () => {
    const { parts } = await import('./parts');
    return { default: (await parts[name].load(catalogLocale())) as Parts[typeof name] };
  };
  fillPart(name, lazyWhenOnline(load) as Parts[typeof name]);
}
