import { defineQuery } from '../../data/query-def';

/** /payment-methods' reads; warmed, so the page opens offline. */
export const paymentQueries = {
  points: defineQuery('payment_points', { sort: ['position'], limit: -1 }),
  /** The same read as the coverage map's, so both pages share one cached answer. */
  streets: defineQuery('address_units', { fields: ['id', 'status', 'locality', 'type', 'name_ukr', 'name_ru'], limit: -1 }),
};
