import { Trans, useLingui } from '@lingui/react/macro';
import type { InternetTariff, LocalityPage } from '../../domain/content/tariffs';
import { localityNames } from '../../domain/localities';
import { type LocalityCode, type TariffType, tariffTypes } from '../../domain/places';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { type NewSubscriberOffer, promosFor, type TariffPromo } from '../../domain/tariff-offers';
import { TariffCard } from './tariff-card';
import { typeName } from './type-names';
import * as s from './tariffs.css';

/** The cards of a set of tariffs, each with the new subscriber's offer where it applies and the promotions that change its price. */
export function TariffGrid({ tariffs, promos = [], offer }: { tariffs: InternetTariff[]; promos?: readonly TariffPromo[]; offer?: NewSubscriberOffer | null }) {
  if (tariffs.length === 0) {
    return (
      <p className={s.muted}>
        <Trans>
          No tariffs of this kind here yet. <AppLink to="call">Ask us</AppLink>: we extend the network where people ask for it.
        </Trans>
      </p>
    );
  }
  return (
    <ul className={s.grid}>
      {tariffs.map((t) => (
        <TariffCard key={t.id} tariff={t} promos={promosFor(promos, t)} offer={offer} />
      ))}
    </ul>
  );
}

/** The housing-type switch: on /tariffs between types, on a locality page within the locality. */
export function TypeSwitch({ current, code }: { current: TariffType | null; code?: LocalityCode }) {
  const { t, i18n } = useLingui();
  const at = (type: TariffType | null) => (type === current ? 'page' : undefined);
  return (
    <nav aria-label={t`Housing type`}>
      <ul className={s.tabs}>
        {!code && (
          <li>
            <AppLink to="tariffs" className={s.tab} aria-current={at(null)}>
              <Trans>All tariffs</Trans>
            </AppLink>
          </li>
        )}
        {tariffTypes.map((type) => (
          <li key={type}>
            {code ? (
              <AppLink to="tariffs-type-code" params={{ type, code }} className={s.tab} aria-current={at(type)}>
                {i18n._(typeName[type])}
              </AppLink>
            ) : (
              <AppLink to="tariffs-type" params={{ type }} className={s.tab} aria-current={at(type)}>
                {i18n._(typeName[type])}
              </AppLink>
            )}
          </li>
        ))}
        {!code && (
          <li>
            <AppLink to="tariffs-business" className={s.tab}>
              <Trans>For business</Trans>
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Links to each locality's page of one type. */
export function LocalityLinks({ type, localities, current }: { type: TariffType; localities: LocalityPage[]; current?: LocalityCode }) {
  const locale = useLocale();
  return (
    <section className={s.block} aria-labelledby="tariff-places">
      <h2 className={s.h2} id="tariff-places">
        <Trans>Tariffs in your locality</Trans>
      </h2>
      <ul className={s.places}>
        {localities.map((l) => (
          <li key={l.code}>
            <AppLink to="tariffs-type-code" params={{ type, code: l.code }} className={s.tab} aria-current={l.code === current ? 'page' : undefined}>
              {localityNames[l.code][locale]}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
