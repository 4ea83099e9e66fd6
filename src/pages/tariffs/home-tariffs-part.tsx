import { Trans, useLingui } from '@lingui/react/macro';
import { tariffTypes } from '../../domain/places';
import { AppLink } from '../../routing/app-link';
import type { HomeTariffsProps } from '../../domain/tariff-offers';
import { TariffGrid } from './tariff-list';
import { typeName } from './type-names';
import * as s from './tariffs.css';

/** The home page's tariff block: one housing type's tariffs (of one locality on /{type}/{code}). */
export default function HomeTariffs({ type, code, tariffs, promos, offer }: HomeTariffsProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={s.block}>
      <h2 className={s.h2} id="home-tariffs">
        <Trans>Tariffs</Trans>
      </h2>
      <nav aria-label={t`Housing type`}>
        <ul className={s.tabs}>
          {tariffTypes.map((each) => (
            <li key={each}>
              {code ? (
                <AppLink to="home-type-code" params={{ type: each, code }} className={s.tab} aria-current={each === type ? 'page' : undefined}>
                  {i18n._(typeName[each])}
                </AppLink>
              ) : (
                <AppLink to="home-type" params={{ type: each }} className={s.tab} aria-current={each === type ? 'page' : undefined}>
                  {i18n._(typeName[each])}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <TariffGrid tariffs={tariffs} promos={promos} offer={offer} />
      <p>
        <AppLink to={code ? 'tariffs-type-code' : 'tariffs-type'} params={code ? { type, code } : { type }}>
          <Trans>All about these tariffs and the connection</Trans>
        </AppLink>
      </p>
    </div>
  );
}
