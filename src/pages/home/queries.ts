import { defineQuery } from '../../data/query-def';

export const homeQueries = {
  slides: defineQuery('slider', { sort: ['position'] }),
  advantages: defineQuery('advantages', { sort: ['position'] }),
};
