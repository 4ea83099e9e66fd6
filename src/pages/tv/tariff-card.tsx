import { Trans, useLingui } from '@lingui/react/macro';
import type { TvTariff } from '../../domain/content/tv';
import { translation } from '../../domain/content/translate';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { providerName, useTvWords } from './words';
import * as s from './tv.css';

/** One TV tariff: counts, price per 30 days, what it brings, and "Connect" opening the call-back form with it. */
export function TvTariffCard({ tariff }: { tariff: TvTariff }) {
  const { t } = useLingui();
  const words = useTvWords();
  const tr = translation(tariff.translations, useLocale());
  const counts = [tariff.count_channels > 0 && words.channels(tariff.count_channels), tariff.movies > 0 && words.films(tariff.movies)].filter(Boolean).join(' · ');
  const tariffLabel = `${providerName[tariff.tv_provider]} «${tr.name}»`;
  return (
    <li className={tariff.recommended ? `${s.card} ${s.recommendedCard}` : s.card} data-tv-tariff={tariff.code}>
      {tariff.recommended && (
        <span className={s.badge}>
          <Trans>Recommended</Trans>
        </span>
      )}
      <h3 className={s.cardTitle}>{tr.name}</h3>
      {counts && <p className={s.counts}>{counts}</p>}
      <p className={s.price}>
        <span className={s.priceFigure}>{words.money(tariff.price)}</span> <Trans>UAH per 30 days</Trans>
      </p>
      <p className={s.muted}>{tr.description}</p>
      {tr.features.length > 0 && (
        <ul className={s.list}>
          {tr.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <AppLink to="call" className={`${button.primary} ${s.connect}`} data-tariff={tariffLabel} aria-label={t`Connect “${tr.name}”`}>
        <Trans>Connect</Trans>
      </AppLink>
    </li>
  );
}

/** The cards of a set of tariffs. */
export function TvTariffGrid({ tariffs }: { tariffs: readonly TvTariff[] }) {
  return (
    <ul className={s.grid}>
      {tariffs.map((t) => (
        <TvTariffCard key={t.id} tariff={t} />
      ))}
    </ul>
  );
}
