import { defineQuery } from '../../data/query-def';

/** The promotions' one read: every published one that is neither a draft nor hidden, in order. */
export const salesQueries = {
  all: defineQuery('sales', { filter: { is_draft: { _eq: false }, is_hidden: { _eq: false } }, sort: ['position'] }),
};
