import { defineQuery } from '../../data/query-def';

/**
 * The legal documents' one fixed read, warmed for offline use: every category with its
 * documents; the loader picks a document in code, so any document opens offline.
 */
export const contractsQueries = {
  categories: defineQuery('document_category', { sort: ['position'] }),
};
