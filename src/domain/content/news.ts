import { type } from 'arktype';
import { AssetId, IsoDateTime, LanguageCode, RichText, Status } from './common';

/** Tags of news items; technical-works and emergency are notices, the rest ordinary news. */
export const NewsTag = type("'technical-works' | 'emergency' | 'tariffs' | 'tv' | 'promotions' | 'company' | 'equipment'");
export type NewsTag = typeof NewsTag.infer;

/** A news item or notice (collection news), newest first. */
export const News = type({
  id: 'number.integer > 0',
  status: Status,
  is_active: 'boolean',
  date_created: IsoDateTime,
  tags: NewsTag.array().atLeastLength(1),
  'image?': AssetId,
  /** A notice's official document, viewed as a PDF with a way back. */
  'pdf?': AssetId,
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    description: 'string > 0',
    /** Rich text of the article (sanitised by the server). */
    content: RichText,
  })
    .array()
    .atLeastLength(2),
});
export type News = typeof News.infer;
