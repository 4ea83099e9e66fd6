import { Trans, useLingui } from '@lingui/react/macro';
import type { InternetTariff } from '../../domain/content/tariffs';
import { translation } from '../../domain/content/translate';
import { formatNumber } from '../../domain/format';
import { pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import * as s from './tariffs.css';

/** Speed as people say it: 300 Mbit/s, 1 Gbit/s, 2.5 Gbit/s (the call-back form's wording). */
export function useSpeedLabel(): (mbits: number) => string {
  const { t } = useLingui();
  const locale = useLocale();
  return (mbits) => {
    if (mbits < 1000) return t`${mbits} Mbit/s`;
    const gbits = formatNumber(mbits / 1000, locale, 1);
    return t`${gbits} Gbit/s`;
  };
}

/** One tariff: price per 30 days, speed, TV plans, bonuses, and "connect" opening the call-back form with it. */
export function TariffCard({ tariff }: { tariff: InternetTariff }) {
  const { t } = useLingui();
  const locale = useLocale();
  const speedLabel = useSpeedLabel();
  const tr = translation(tariff.translations, locale);
  const speed = speedLabel(tariff.speed);
  const tv = [
    tariff.included_tv_tariff && { provider: 'sweet.tv', ...tariff.included_tv_tariff },
    tariff.included_megogo_tariff && { provider: 'MEGOGO', ...tariff.included_megogo_tariff },
  ].filter((x) => !!x);
  return (
    <li className={tariff.recommended ? `${s.card} ${s.recommendedCard}` : s.card}>
      {tariff.recommended && (
        <span className={s.badge}>
          <Trans>Recommended</Trans>
        </span>
      )}
      <h3 className={s.cardTitle}>
        {tr.name}
      </h3>
      <p className={s.speed}>{t`Up to ${speed}`}</p>
      <p className={s.price}>
        <span className={s.priceFigure}>{tariff.cost}</span> <Trans>UAH per 30 days</Trans>
      </p>
      {tv.length > 0 ? (
        <ul className={s.list}>
          {tv.map((plan) => {
            const name = pick(locale, plan.name_ukr, plan.name_ru);
            const channels = plan.channels;
            return <li key={plan.provider}>{t`${plan.provider} “${name}”, channels: ${channels}`}</li>;
          })}
        </ul>
      ) : (
        <p className={s.muted}>
          <Trans>Internet only, no TV plan included</Trans>
        </p>
      )}
      {tr.bonuses.length > 0 && (
        <ul className={s.list}>
          {tr.bonuses.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <AppLink to="call" className={`${button.primary} ${s.connect}`} data-tariff={tr.name} data-tariff-id={tariff.id} data-speed={speed} aria-label={t`Connect “${tr.name}”`}>
        <Trans>Connect</Trans>
      </AppLink>
    </li>
  );
}
