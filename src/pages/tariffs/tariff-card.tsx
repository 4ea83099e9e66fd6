import { Trans, useLingui } from '@lingui/react/macro';
import type { InternetTariff } from '../../domain/content/tariffs';
import { translation } from '../../domain/content/translate';
import { formatMoney, formatNumber } from '../../domain/format';
import { pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { button } from '../../ui/button.css';
import { type NewSubscriberOffer, offerPrice, type TariffPromo } from '../../domain/tariff-offers';
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

/** A promotion's price for the tariff, with a link to the promotion's page. */
function PromoPrice({ promo, cost }: { promo: TariffPromo; cost: number }) {
  const locale = useLocale();
  const title = translation(promo.translations, locale).title;
  const link = (
    <AppLink to="sales-item" params={{ id: promo.url_name }}>
      {title}
    </AppLink>
  );
  const amount = formatMoney(offerPrice(promo.offer, cost), locale);
  if (promo.offer.kind === 'percent') {
    const periods = promo.offer.periods;
    return (
      <Trans>
        {amount} UAH per 30 days for {periods} periods: {link}
      </Trans>
    );
  }
  const get = promo.offer.get;
  return (
    <Trans>
      {amount} UAH in one payment for {get} periods: {link}
    </Trans>
  );
}

/**
 * One tariff: price per 30 days (with the new subscriber's first month free where it applies, and
 * what promotions make of the price), speed, TV plans, bonuses, and "connect".
 */
export function TariffCard({ tariff, promos = [], offer }: { tariff: InternetTariff; promos?: readonly TariffPromo[]; offer?: NewSubscriberOffer | null }) {
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
        <span className={s.priceFigure}>{formatMoney(tariff.cost, locale)}</span> <Trans>UAH per 30 days</Trans>
      </p>
      {offer?.types.includes(tariff.type_tp) && (
        <p className={s.newOffer}>
          {/* The connection's terms (billing: the first month free) are on the tariffs page. */}
          <AppLink to="tariffs" hash="tariff-billing">
            {translation(offer.translations, locale).text}
          </AppLink>
        </p>
      )}
      {promos.length > 0 && (
        <ul className={s.promos}>
          {promos.map((p) => (
            <li key={p.url_name}>
              <PromoPrice promo={p} cost={tariff.cost} />
            </li>
          ))}
        </ul>
      )}
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
