import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { localityLabel } from '../../domain/localities';
import { localityCodes, type LocalityCode } from '../../domain/places';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { AreaView } from './load';
import * as s from './cover.css';

/** The ten localities, each leading to /cover/{city}; the current one is marked. */
export function CityList({ areas, city }: { areas: AreaView[]; city: LocalityCode | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <nav className={s.card} aria-label={t`Localities`}>
      <h2 className={s.h2}>
        <Trans>Where we connect</Trans>
      </h2>
      <ul className={s.cities}>
        {localityCodes.map((code) => {
          const count = areas.filter((a) => a.locality === code).length;
          return (
            <li key={code}>
              <AppLink to="cover-city" params={{ city: code }} className={s.city} aria-current={code === city ? 'page' : undefined}>
                <span>{localityLabel(code, locale)}</span>
                <span className={s.cityAreas}>
                  <Plural value={count} one="# area" other="# areas" />
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
      {city && (
        <AppLink to="cover" className={s.allLink}>
          <Trans>Show all localities</Trans>
        </AppLink>
      )}
    </nav>
  );
}
