import { type } from 'arktype';
import { AssetId, IsoDateTime, LanguageCode, RichText, Slug, Status } from './common';

/**
 * Which index a guide belongs to: computer network settings (/setup-pc/{url_key}), router
 * setup (/routers/{url_key}) or TV setup (/faq/{url_key}, whose sections are shown as tabs).
 */
export const GuideKind = type("'setup-pc' | 'routers' | 'tv'");
export type GuideKind = typeof GuideKind.infer;

/** A step's picture: an SVG diagram of the screen under content/assets, with its alt text. */
export const GuideFigure = type({ image: AssetId, alt: 'string > 0' });

export const GuideStep = type({
  /** Rich text of the step (sanitised by the server). */
  text: RichText,
  'figure?': GuideFigure,
});

export const GuideSection = type({
  /** Anchor of the section, used by the table of contents and the tabs. */
  anchor: Slug,
  title: 'string > 0',
  'intro?': RichText,
  steps: GuideStep.array().atLeastLength(1),
  /** A closing remark or warning. */
  'note?': RichText,
});
export type GuideSection = typeof GuideSection.infer;

/** A setup guide (collection guides): one page with sections of numbered steps. */
export const Guide = type({
  id: 'number.integer > 0',
  status: Status,
  kind: GuideKind,
  url_key: Slug,
  position: 'number.integer',
  /** Small picture for the index card (logo-like drawing of the OS or router). */
  icon: AssetId,
  date_updated: IsoDateTime,
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    summary: 'string > 0',
    sections: GuideSection.array().atLeastLength(1),
  })
    .array()
    .atLeastLength(2),
});
export type Guide = typeof Guide.infer;
