import { defineQuery } from '../../../data/query-def';

/** The tariff constructor's rules: every speed, partner package, service and discount. */
export const constructorQueries = {
  rules: defineQuery('tariff_constructor', { sort: ['position'], limit: -1 }),
};
