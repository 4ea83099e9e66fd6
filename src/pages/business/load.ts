import type { BusinessCustomer, BusinessServiceKey, BusinessSize } from '../../domain/content/business';
import { translation } from '../../domain/content/translate';
import type { LoaderContext } from '../../routing/page-types';
import { businessQueries as q } from './queries';

export interface SpeedOption {
  /** Mbit/s. */
  speed: number;
  /** UAH per 30 days. */
  price: number;
}

export interface TariffCard {
  key: string;
  size: BusinessSize;
  icon: string;
  title: string;
  description: string;
  devices: string;
  options: SpeedOption[];
}

export interface ServiceCard {
  key: BusinessServiceKey;
  name: string;
  description: string;
  price?: number;
  unit?: 'once' | 'month' | 'hour';
  priceNote?: string;
  certificate?: string;
}

export interface Testimonial {
  id: number;
  title: string;
  feed: string;
}

export interface BusinessData {
  tariffs: TariffCard[];
  services: ServiceCard[];
  customers: BusinessCustomer[];
  testimonials: Testimonial[];
}

/** /tariffs/business: the tariff cards, the extra services, the customers and their words, in the page's language. */
export async function loadBusiness({ content, locale }: LoaderContext): Promise<BusinessData> {
  const [tariffs, services, customers, testimonials] = await Promise.all([
    q.tariffs.read(content),
    q.services.read(content),
    q.customers.read(content),
    q.testimonials.read(content),
  ]);
  return {
    tariffs: tariffs.map((t) => {
      const tr = translation(t.translations, locale);
      // One price for several speeds means the same price for each.
      const options = t.speeds.map((speed, i) => ({ speed, price: t.prices[i] ?? t.prices[0] ?? 0 }));
      return { key: t.key, size: t.size, icon: t.icon, title: tr.title, description: tr.description, devices: tr.devices, options };
    }),
    services: services.map((s) => {
      const tr = translation(s.translations, locale);
      return { key: s.key, name: tr.name, description: tr.description, price: s.price, unit: s.price_unit, priceNote: tr.price_note, certificate: tr.certificate };
    }),
    customers,
    testimonials: testimonials.map((t) => {
      const tr = translation(t.translations, locale);
      return { id: t.id, title: tr.title, feed: tr.feed };
    }),
  };
}
