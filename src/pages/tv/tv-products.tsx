import { Trans } from '@lingui/react/macro';
import { type TvTariff, tvProviders } from '../../domain/content/tv';
import { translation } from '../../domain/content/translate';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { TvData } from './load';
import { providerName, useTvWords } from './words';
import * as s from './tv.css';

/**
 * The three TV products and how a subscriber gets each, from the data: SWEET.TV and MEGOGO come
 * with the internet tariffs that include them, ZoriaNet TV is bought on its own.
 */
export function TvProducts({ internet, own }: { internet: TvData['internet']; own: readonly TvTariff[] }) {
  const locale = useLocale();
  const words = useTvWords();
  const names = (field: 'included_tv_tariff' | 'included_megogo_tariff') =>
    internet
      .filter((t) => t[field])
      .map((t) => `«${translation(t.translations, locale).name}»`)
      .join(', ');
  const sweet = names('included_tv_tariff');
  const megogo = names('included_megogo_tariff');
  const packages = own.filter((t) => t.kind === 'package');
  const cheapest = words.money(Math.min(...packages.map((t) => t.price)));
  return (
    <section className={s.block} aria-labelledby="tv-products">
      <h2 className={s.h2} id="tv-products">
        <Trans>Which TV comes with which tariff</Trans>
      </h2>
      <ul className={s.products}>
        <li data-tv-product="sweet-tv">
          <AppLink to="sweet-tv">{providerName[tvProviders.sweetTv]}</AppLink>{' '}
          <Trans>comes with the internet tariffs {sweet}.</Trans>
        </li>
        <li data-tv-product="megogo">
          <AppLink to="megogo">{providerName[tvProviders.megogo]}</AppLink> <Trans>comes with the internet tariffs {megogo}.</Trans>
        </li>
        <li data-tv-product="own">
          <strong>{providerName[tvProviders.own]}</strong>{' '}
          <Trans>is in no internet tariff: it is bought on its own, with any tariff or without one, from {cheapest} UAH per 30 days (the tariffs below).</Trans>
        </li>
      </ul>
    </section>
  );
}
