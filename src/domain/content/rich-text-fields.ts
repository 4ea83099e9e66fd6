/**
 * Where each collection keeps rich text (the HTML subset of RichText in common.ts), as dotted
 * paths with * for every element of a list. The server sanitises exactly these fields when it
 * loads content; everything else is plain text and is rendered as text.
 */
import type { CollectionName } from './collections';

export const richTextFields: Partial<Record<CollectionName, readonly string[]>> = {
  document_category: ['documents.*.translations.*.intro', 'documents.*.translations.*.sections.*.clauses.*'],
  faq: ['answer_ukr', 'answer_ru'],
  guides: [
    'translations.*.sections.*.intro',
    'translations.*.sections.*.steps.*.text',
    'translations.*.sections.*.note',
  ],
  news: ['translations.*.content'],
  privacy_policy: ['translations.*.sections.*.body'],
  products: ['translations.*.description'],
  sales: ['translations.*.details'],
  vacancies: ['translations.*.description'],
};
