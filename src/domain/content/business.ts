import { type } from 'arktype';
import { AssetId, LanguageCode, Status } from './common';

/** The size choice of the business page; each tariff card says which size it suits. */
export const BusinessSize = type("'small' | 'medium' | 'large' | 'individual'");
export type BusinessSize = typeof BusinessSize.infer;

/** A business tariff card (collection business_tariffs): its speeds in Mbit/s, the first the default. */
export const BusinessTariff = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  /** A stable key, e.g. "office"; requests carry the title, tests and links the key. */
  key: /^[a-z]+$/,
  size: BusinessSize,
  icon: AssetId,
  speeds: type('number.integer > 0').array().atLeastLength(1),
  /** Price per 30 days in UAH, per speed in the order of speeds (one price: the same for all). */
  prices: type('number.integer > 0').array().atLeastLength(1),
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    description: 'string > 0',
    /** Who it suits, e.g. "1–3 пристрої". */
    devices: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type BusinessTariff = typeof BusinessTariff.infer;

export const BusinessServiceKey = type(
  "'white_ip' | 'network_integration' | 'network_project' | 'server_admin' | 'phone_set' | 'network_admin' | 'repair_call' | 'support' | 'kszi'",
);
export type BusinessServiceKey = typeof BusinessServiceKey.infer;

/** One of the nine extra services for business (collection business_services). */
export const BusinessService = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  key: BusinessServiceKey,
  /** Price in UAH; absent: calculated for the project. */
  'price?': 'number.integer > 0',
  /** What the price is for: once, per 30 days or per hour. */
  'price_unit?': "'once' | 'month' | 'hour'",
  translations: type({
    languages_code: LanguageCode,
    name: 'string > 0',
    description: 'string > 0',
    /** The price as printed when there is no fixed one, e.g. "від 400 грн" or "за проєктом". */
    'price_note?': 'string > 0',
    /** The certificate behind the service as printed: its kind, number, issuer and term (kszi). */
    'certificate?': 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type BusinessService = typeof BusinessService.infer;

/** A business customer's mark (collection business_customers). */
export const BusinessCustomer = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  icon: AssetId,
  name: 'string > 0',
  link: /^https:\/\/\S+$/,
});
export type BusinessCustomer = typeof BusinessCustomer.infer;

/** A business customer's testimonial (collection business_testimonials). */
export const BusinessTestimonial = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  translations: type({
    languages_code: LanguageCode,
    /** Who says it: a person and the company. */
    title: 'string > 0',
    feed: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type BusinessTestimonial = typeof BusinessTestimonial.infer;
