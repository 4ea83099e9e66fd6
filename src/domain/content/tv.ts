import { type } from 'arktype';
import { LanguageCode, Slug, Status } from './common';

export { tvProviders } from '../tv-providers';
export const TvProvider = type('1 | 2 | 3');
export type TvProvider = typeof TvProvider.infer;

/**
 * A TV tariff (collection tv_tariffs): a package of channels (and films) per 30 days, or an
 * add-on to packages (the football channels, MEGOGO's SMS notifications).
 */
export const TvTariff = type({
  id: 'number.integer > 0',
  status: Status,
  tv_provider: TvProvider,
  kind: "'package' | 'addon'",
  /** Stable key within its provider ("light", "maximal"). */
  code: Slug,
  position: 'number.integer',
  /** UAH per 30-day billing period. */
  price: 'number.integer > 0',
  /** Channels in it: as many as tv_channels list with this tariff. */
  count_channels: 'number.integer >= 0',
  /** Films and series in its library. */
  movies: 'number.integer >= 0',
  /** Devices watching at once without paying more. */
  devices: 'number.integer >= 0',
  /** Days of programme archive. */
  archive_days: 'number.integer >= 0',
  /** Sport channels and broadcasts included. */
  sport: 'boolean',
  recommended: 'boolean',
  translations: type({
    languages_code: LanguageCode,
    name: 'string > 0',
    description: 'string > 0',
    features: type('string > 0').array(),
  })
    .array()
    .atLeastLength(2),
});
export type TvTariff = typeof TvTariff.infer;

/** A category of the channel list (collection tv_channel_categories). */
export const TvChannelCategory = type({
  id: 'number.integer > 0',
  status: Status,
  code: Slug,
  position: 'number.integer',
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
});
export type TvChannelCategory = typeof TvChannelCategory.infer;

/** A channel (collection tv_channels) and the tariffs that carry it. */
export const TvChannel = type({
  id: 'number.integer > 0',
  status: Status,
  /** Order in the list: the best-known first. */
  position: 'number.integer',
  name_ukr: 'string > 0',
  name_ru: 'string > 0',
  /** A tv_channel_categories id. */
  category: 'number.integer > 0',
  hd: 'boolean',
  /** Live football: offered by the football add-on, not by the own TV packages. */
  football: 'boolean',
  /** tv_tariffs ids. */
  tariffs: type('number.integer > 0').array(),
});
export type TvChannel = typeof TvChannel.infer;

/** A partner TV service (collection partners): its page's words and FAQ; its id is its tv_provider. */
export const Partner = type({
  id: '1 | 2',
  status: Status,
  code: "'sweet-tv' | 'megogo'",
  /** The service's name as it writes it. */
  name: 'string > 0',
  translations: type({
    languages_code: LanguageCode,
    intro: 'string > 0',
    features: type('string > 0').array().atLeastLength(1),
    faq: type({ question: 'string > 0', answer: 'string > 0' }).array().atLeastLength(1),
  })
    .array()
    .atLeastLength(2),
});
export type Partner = typeof Partner.infer;

/** The figures every TV page states (collection tv_terms, one item), and their texts. */
export const TvTerms = type({
  id: 'number.integer > 0',
  status: Status,
  /** Devices at once without paying more, and on the top package. */
  devices_free: 'number.integer > 0',
  devices_top: 'number.integer > 0',
  archive_days: 'number.integer > 0',
  /** UAH a day, the football add-on's price over its 30 days. */
  football_per_day: 'number > 0',
  /** Free TV with a media player from the shop. */
  player_trial_days: 'number.integer > 0',
  /** Free trial of ZoriaNet TV for a new subscriber. */
  trial_days: 'number.integer > 0',
  /** How long a partner service's login code lasts. */
  code_minutes: 'number.integer > 0',
  /** Free channels and themed streams the app shows without any tariff (not the tariffs' list). */
  app_free_channels: 'number.integer > 0',
  translations: type({
    languages_code: LanguageCode,
    promo_title: 'string > 0',
    promo_text: 'string > 0',
    app_title: 'string > 0',
    app_text: 'string > 0',
    app_points: type('string > 0').array().atLeastLength(1),
    football_title: 'string > 0',
    football_text: 'string > 0',
  })
    .array()
    .atLeastLength(2),
});
export type TvTerms = typeof TvTerms.infer;
