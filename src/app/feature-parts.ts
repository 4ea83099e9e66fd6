/** Fills the slots of src/ui/part-slot.ts from the route table's parts: each loads on demand with its folder's catalog. */
import { catalogLocale } from '../i18n/catalog-sink';
import { lazyWhenOnline } from '../offline/import-when-online';
import { fillPart } from '../ui/part-slot';
import { parts } from './routes';

fillPart(
  'homeTariffs',
  lazyWhenOnline(async () => ({ default: await parts.homeTariffs.load(catalogLocale()) })),
);
