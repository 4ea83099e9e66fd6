/**
 * The short-id page's path for an id, in the visitor's language. Apart from the stored result's
 * schema (stored-result.ts) so that the result panel does not load arktype to print a link.
 */
export const storedResultPath = (id: string, locale: 'uk' | 'ru') => `${locale === 'ru' ? '/ru' : ''}/speed-test/r/${id}`;
