import { defineQuery } from '../../data/query-def';

/** /payment-methods' reads; warmed, so the page opens offline. */
export const paymentQueries = {
  points: defineQuery('payment_points', { sort: ['position'], limit: -1 }),
  /** The same read as the coverage map's, so both pages share one cached answer. */
  streets: defineQuery('address_units', { fields: ['id', 'status', 'locality', 'type', 'name_ukr', 'name_ru'], limit: -1 }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): how to pay (the cash points): asked about when the line is down. */
export const offlineQueries = Object.values(paymentQueries);
