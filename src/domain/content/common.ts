import { type } from 'arktype';

/** Publication status of a content item; only `published` is ever shown. */
export const Status = type("'published' | 'draft' | 'archived'");
export type Status = typeof Status.infer;

export const LanguageCode = type("'uk' | 'ru'");

/** An asset id: a file under content/assets, served by /content/assets/{id}. */
export const AssetId = type(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|jpeg|webp|pdf)$/);

/** A URL segment: lowercase letters, digits and hyphens. */
export const Slug = type(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** A calendar date, YYYY-MM-DD. */
export const IsoDate = type(/^\d{4}-\d{2}-\d{2}$/);

/** A moment, e.g. 2026-11-02T09:30:00+02:00 or ...Z. */
export const IsoDateTime = type(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);

/**
 * Rich text written in a small subset of HTML: p, h3, h4, ul, ol, li, strong, em, a (href),
 * br, code, kbd, table, thead, tbody, tr, th, td. The server sanitises it before serving.
 */
export const RichText = type('string > 0');
