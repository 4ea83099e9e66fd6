import { type } from 'arktype';
import { LanguageCode, Status } from './common';

/** A number written like those of content/phones.json: operator or area code and subscriber number. */
export const DepartmentPhone = type({
  /** e.g. "061". */
  code: /^0\d{2}$/,
  /** e.g. "270-40-42". */
  number: /^\d{3}-\d{2}-\d{2}$/,
});
export type DepartmentPhone = typeof DepartmentPhone.infer;

/** A department's direct contacts on the contacts page (finance, network administration, sales). */
export const Department = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  phones: DepartmentPhone.array().atLeastLength(1),
  email: 'string.email',
  translations: type({
    languages_code: LanguageCode,
    name: 'string > 0',
    /** What to bring to this department, one sentence. */
    description: 'string > 0',
    /** Working hours as printed, e.g. "Пн–Пт 8:00–18:00". */
    hours: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type Department = typeof Department.infer;
