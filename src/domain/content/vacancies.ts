import { type } from 'arktype';
import { IsoDateTime, LanguageCode, RichText, Status } from './common';

/**
 * The vacancy reference lists share one shape: vacancies_locations, vacancies_categories,
 * vacancies_employment_types, vacancies_experience_types, vacancies_required_documents.
 */
export const VacancyLookup = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
});
export type VacancyLookup = typeof VacancyLookup.infer;

/** A vacancy (collection vacancies); the lookups are referenced by id. */
export const Vacancy = type({
  id: 'number.integer > 0',
  status: Status,
  date_created: IsoDateTime,
  location: 'number.integer > 0',
  category: 'number.integer > 0',
  employment_type: 'number.integer > 0',
  experienceOnSimilarRole: 'number.integer > 0',
  required_documents: type('number.integer > 0').array(),
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    /** Salary as printed, e.g. "від 18 000 грн". */
    salary: 'string > 0',
    summary: 'string > 0',
    description: RichText,
    requirements: type('string > 0').array().atLeastLength(1),
    responsibilities: type('string > 0').array().atLeastLength(1),
    working_conditions: type('string > 0').array().atLeastLength(1),
  })
    .array()
    .atLeastLength(2),
});
export type Vacancy = typeof Vacancy.infer;
