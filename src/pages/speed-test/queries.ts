import { defineQuery } from '../../data/query-def';

export const speedTestQueries = {
  servers: defineQuery('speedtest', { sort: ['position'] }),
};
