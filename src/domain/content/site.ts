import { type } from 'arktype';
import { AssetId, LanguageCode, Status } from './common';

/** Per-route title overrides (collection route_url). */
export const RouteUrl = type({
  id: 'number.integer > 0',
  name: 'string > 0',
  status: Status,
  'meta_title_ukr?': 'string',
  'meta_title_ru?': 'string',
});
export type RouteUrl = typeof RouteUrl.infer;

export const PhoneOperator = type("'kyivstar' | 'vodafone' | 'lifecell' | 'city'");
export type PhoneOperator = typeof PhoneOperator.infer;

/** One of the provider's phone numbers, rotated in the top bar. */
export const Phone = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  operator: PhoneOperator,
  /** Operator or area code, e.g. "067". */
  code: /^0\d{2}$/,
  /** Subscriber number as printed, e.g. "612-40-40". */
  number: /^\d{3}-\d{2}-\d{2}$/,
  /** Brand colour of the operator, used as a small dot. */
  color: /^#[0-9a-f]{6}$/,
});
export type Phone = typeof Phone.infer;

/** Home slider banner. */
export const Slide = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  /** Route name the banner leads to, or an absolute external URL. */
  link: 'string > 0',
  image: AssetId,
  translations: type({
    languages_code: LanguageCode,
    title: 'string > 0',
    text: 'string > 0',
    button: 'string > 0',
    alt: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type Slide = typeof Slide.infer;

/** Home page advantages. */
export const Advantage = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  icon: AssetId,
  translations: type({ languages_code: LanguageCode, title: 'string > 0', text: 'string > 0' })
    .array()
    .atLeastLength(2),
});
export type Advantage = typeof Advantage.infer;

/** Offices shown in the footer and on the contacts page. */
export const Office = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  lat: 'number',
  lng: 'number',
  phones: type(/^0\d{2}-\d{3}-\d{2}-\d{2}$/).array(),
  translations: type({
    languages_code: LanguageCode,
    name: 'string > 0',
    address: 'string > 0',
    hours: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type Office = typeof Office.infer;

export const SocialNetwork = type("'facebook' | 'instagram' | 'telegram' | 'youtube'");
export const Social = type({
  id: 'number.integer > 0',
  status: Status,
  position: 'number.integer',
  network: SocialNetwork,
  url: /^https:\/\/\S+$/,
});
export type Social = typeof Social.infer;

/** Site-wide settings: a collection with exactly one item. */
export const Settings = type({
  id: '1',
  status: Status,
  support_email: 'string.email',
  cabinet_url: /^https:\/\/\S+$/,
  support_chat_url: /^https:\/\/\S+$/,
  telegram_bot_url: /^https:\/\/\S+$/,
  viber_bot_url: /^(https|viber):\/\/\S+$/,
  android_app_url: /^https:\/\/\S+$/,
  ios_app_url: /^https:\/\/\S+$/,
});
export type Settings = typeof Settings.infer;

/** Shop category (collection categories), also listed in the footer. */
export const Category = type({
  id: 'number.integer > 0',
  status: Status,
  url: /^[a-z0-9-]+$/,
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
  order: 'number.integer',
});
export type Category = typeof Category.infer;

/** A link of the footer's shop column (collection footers): a shop category, in its place. */
export const FooterLink = type({
  id: 'number.integer > 0',
  status: Status,
  column: "'shop'",
  position: 'number.integer',
  /** A categories id. */
  category: 'number.integer > 0',
});
export type FooterLink = typeof FooterLink.infer;
