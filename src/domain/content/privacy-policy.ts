import { type } from 'arktype';
import { IsoDate, IsoDateTime, LanguageCode, RichText, Slug, Status } from './common';

/** One part of the policy: its anchor (the contents link to it), heading and rich text. */
export const PrivacySection = type({
  anchor: Slug,
  title: 'string > 0',
  body: RichText,
});
export type PrivacySection = typeof PrivacySection.infer;

/** The privacy policy (collection privacy_policy): one published item, both languages. */
export const PrivacyPolicy = type({
  id: 'number.integer > 0',
  status: Status,
  /** The day this version takes effect. */
  effective_date: IsoDate,
  date_updated: IsoDateTime,
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    summary: 'string > 0',
    sections: PrivacySection.array().atLeastLength(1),
  })
    .array()
    .atLeastLength(2),
});
export type PrivacyPolicy = typeof PrivacyPolicy.infer;
