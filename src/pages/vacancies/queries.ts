import { defineQuery } from '../../data/query-def';

const lookup = { sort: ['position'], fields: ['id', 'position', 'name_ukr', 'name_ru'] };

/**
 * The vacancies pages' reads, all fixed (the list is filtered and the vacancy picked in code),
 * so both pages open offline once these are warmed.
 */
export const vacancyQueries = {
  vacancies: defineQuery('vacancies', { sort: ['-date_created'] }),
  locations: defineQuery('vacancies_locations', lookup),
  categories: defineQuery('vacancies_categories', lookup),
  employmentTypes: defineQuery('vacancies_employment_types', lookup),
  experienceTypes: defineQuery('vacancies_experience_types', lookup),
  requiredDocuments: defineQuery('vacancies_required_documents', lookup),
  /** The career FAQ: categories for job seekers, then their questions picked in the loader. */
  careerFaqCategories: defineQuery('faq_category', { filter: { audience: { _eq: 'career' } }, sort: ['position'], fields: ['id'] }),
  faq: defineQuery('faq', { sort: ['position'], fields: ['id', 'category', 'position', 'url_key', 'question_ukr', 'question_ru', 'answer_ukr', 'answer_ru'] }),
};

/** Saved for offline use when the service worker installs (src/app/offline-warm.ts collects it): the vacancies: small, and read at any time. */
export const offlineQueries = Object.values(vacancyQueries);
