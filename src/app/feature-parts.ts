/** Fills the slots of src/ui/part-slot.ts: each part loads on demand with its feature's catalog. */
import { catalogLocale } from '../i18n/catalog-sink';
import { lazyWhenOnline } from '../offline/import-when-online';
import { fillPart } from '../ui/part-slot';
import { routes } from './routes';

fillPart(
  'homeTariffs',
  lazyWhenOnline(async () => {
    // The tariffs page's catalog holds the cards' words; its module shares their chunk.
    await routes.tariffs.page.load(catalogLocale());
    return import('../pages/tariffs/home-tariffs');
  }),
);
