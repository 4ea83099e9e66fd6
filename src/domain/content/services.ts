import { type } from 'arktype';
import { callbackServices } from '../forms/callback-services';
import { LanguageCode, Slug, Status } from './common';

/** A group of additional services on /additional (collection services_category). */
export const ServiceCategory = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  key: Slug,
  translations: type({ languages_code: LanguageCode, name: 'string > 0', description: 'string > 0' }).array().atLeastLength(2),
});
export type ServiceCategory = typeof ServiceCategory.infer;

/** What a service's price is for: once, per 30 days, per hour or per day of use. */
export const ServicePriceUnit = type("'once' | 'month' | 'hour' | 'day'");
export type ServicePriceUnit = typeof ServicePriceUnit.infer;

/** An additional service for subscribers (collection services), in its category. */
export const Service = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  is_active: 'boolean',
  /** A stable key: the selection kept on the device and the tests name services by it. */
  key: Slug,
  /** services_category id. */
  category: 'number.integer > 0',
  /** Price in UAH (a fraction for a daily price). */
  price: 'number > 0',
  price_unit: ServicePriceUnit,
  /** The price is the least it costs ("from 400 UAH"). */
  'price_from?': 'boolean',
  /** The call-back form's own checkbox for it; without one it goes to the request's other wishes. */
  'callback_service?': type.enumerated(...callbackServices),
  translations: type({
    languages_code: LanguageCode,
    name: 'string > 0',
    description: 'string > 0',
    /** What is included or needed, one line each. */
    info: type('string > 0').array(),
  })
    .array()
    .atLeastLength(2),
});
export type Service = typeof Service.infer;
