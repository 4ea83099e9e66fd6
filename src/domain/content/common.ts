import { type } from 'arktype';

/** Publication status of a content item; only `published` is ever shown. */
export const Status = type("'published' | 'draft' | 'archived'");
export type Status = typeof Status.infer;

export const LanguageCode = type("'uk' | 'ru'");

/** An asset id: a file under content/assets, served by /content/assets/{id}. */
export const AssetId = type(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|jpeg|webp|pdf)$/);
