import type { Service, ServicePriceUnit } from '../../domain/content/services';
import { translation } from '../../domain/content/translate';
import type { LoaderContext } from '../../routing/page-types';
import { servicesQueries as q } from './queries';

export interface ServiceCard {
  key: string;
  name: string;
  description: string;
  info: string[];
  price: number;
  unit: ServicePriceUnit;
  from: boolean;
  callbackService?: Service['callback_service'];
}

export interface ServiceGroup {
  key: string;
  name: string;
  description: string;
  services: ServiceCard[];
}

export interface ServicesData {
  groups: ServiceGroup[];
}

/** /additional: the active services by category, in the page's language; an empty category is left out. */
export async function loadServices({ content, locale }: LoaderContext): Promise<ServicesData> {
  const [categories, services] = await Promise.all([
    q.categories.read(content),
    q.services.read(content),
  ]);
  const groups = categories.map((c) => {
    const tr = translation(c.translations, locale);
    const cards = services
      .filter((s) => s.category === c.id)
      .map((s) => {
        const st = translation(s.translations, locale);
        return {
          key: s.key,
          name: st.name,
          description: st.description,
          info: st.info,
          price: s.price,
          unit: s.price_unit,
          from: s.price_from === true,
          ...(s.callback_service ? { callbackService: s.callback_service } : {}),
        };
      });
    return { key: c.key, name: tr.name, description: tr.description, services: cards };
  });
  return { groups: groups.filter((g) => g.services.length > 0) };
}
