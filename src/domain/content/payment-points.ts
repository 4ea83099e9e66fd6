import { type } from 'arktype';
import { localityCodes } from '../places';
import { LanguageCode, Status } from './common';

/**
 * A cash point of the payment partner where subscribers pay in cash (collection
 * payment_points): its street from address_units, the house, and where it is and when it opens.
 */
export const PaymentPoint = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  locality: type.enumerated(...localityCodes),
  /** address_units id. */
  street: 'number.integer > 0',
  house: 'string > 0',
  translations: type({
    languages_code: LanguageCode,
    /** The place, e.g. "відділення «Платіжний центр»" or "магазин «Колосок»". */
    place: 'string > 0',
    hours: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type PaymentPoint = typeof PaymentPoint.infer;
