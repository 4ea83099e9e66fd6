/**
 * Turns arktype's errors into per-field issues with a code and its numbers, so the page and the
 * server say the same thing in the visitor's language (messages.ts).
 */
import type { ArkErrors } from 'arktype';

export const issueCodes = [
  'required',
  'min',
  'max',
  'email',
  'phone',
  'house',
  'apartment',
  'cyrillic',
  'invisible',
  'number',
  'consent',
  'invalid',
  'file_required',
  'file_type',
  'file_size',
  'file_content',
  'unknown_vacancy',
  'unknown_locality',
  'unknown_tariff',
  'cyrillic_digits',
  'date',
  'age',
  'issue_date',
  'eq',
  'passport_series',
  'tax_number',
  'tax_birth',
  'offer_terms',
] as const;
export type IssueCode = (typeof issueCodes)[number];

export interface FieldIssue {
  field: string;
  code: IssueCode;
  /** min, max: characters; eq: digits; size: MB; formats: the allowed extensions. */
  params?: { min?: number; max?: number; eq?: number; size?: number; formats?: string };
}

const named = new Set<string>(issueCodes);
/** Checkboxes: unticked is "consent needed", never "required". */
const consents = new Set(['consent', 'personal_data', 'offer_terms']);

export function issuesOf(errors: ArkErrors): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const e of errors) {
    const field = String(e.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    const empty = e.data === '' || e.data === undefined;
    out.push(empty && !consents.has(field) ? { field, code: 'required' } : issueOf(field, e.code, e.expected ?? '', (e as { rule?: unknown }).rule));
  }
  return out;
}

function issueOf(field: string, code: string, expected: string, rule: unknown): FieldIssue {
  if (field === 'consent' || field === 'personal_data') return { field, code: 'consent' };
  if (field === 'offer_terms') return { field, code: 'offer_terms' };
  if (code === 'required') return { field, code: 'required' };
  if (field === 'locality') return { field, code: 'unknown_locality' };
  if (field === 'tariff_id' || field === 'tariffId') return { field, code: 'unknown_tariff' };
  if (code === 'minLength' && typeof rule === 'number') return rule <= 1 ? { field, code: 'required' } : { field, code: 'min', params: { min: rule } };
  if (code === 'maxLength' && typeof rule === 'number') return { field, code: 'max', params: { max: rule } };
  if (code === 'pattern' && /email/.test(expected)) return { field, code: 'email' };
  if (code === 'predicate' && named.has(expected)) return { field, code: expected as IssueCode };
  const digits = code === 'predicate' ? /^digits_(\d+)$/.exec(expected) : null;
  if (digits) return { field, code: 'eq', params: { eq: Number(digits[1]) } };
  if (/integer|number/.test(expected)) return { field, code: 'number' };
  return { field, code: 'invalid' };
}
