import { type } from 'arktype';
import { AssetId, IsoDateTime, RichText, Slug, Status } from './common';

/** Who a FAQ category is for: subscribers (the /faq pages) or job seekers (the vacancies page). */
export const FaqAudience = type("'subscribers' | 'career'");

/** FAQ category (collection faq_category), shown at /faq/{url_key}. */
export const FaqCategory = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  /** Main categories are listed first and open on /faq. */
  is_main: 'boolean',
  audience: FaqAudience,
  url_key: Slug,
  icon: AssetId,
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
  description_ukr: 'string > 0',
  description_ru: 'string > 0',
  'meta_title_ukr?': 'string',
  'meta_title_ru?': 'string',
});
export type FaqCategory = typeof FaqCategory.infer;

/** One question and its answer (collection faq). Answers are rich text, sanitised by the server. */
export const Faq = type({
  id: 'number.integer > 0',
  status: Status,
  /** Id of its faq_category. */
  category: 'number.integer > 0',
  position: 'number.integer',
  /** Anchor of the question inside its category page. */
  url_key: Slug,
  question_ukr: 'string > 0',
  question_ru: 'string > 0',
  answer_ukr: RichText,
  answer_ru: RichText,
  /** Search keywords, not shown. */
  'meta_data?': 'string',
  date_created: IsoDateTime,
});
export type Faq = typeof Faq.infer;
