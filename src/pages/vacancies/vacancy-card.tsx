import { Trans } from '@lingui/react/macro';
import type { Vacancy } from '../../domain/content/vacancies';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { MapPinIcon } from '../../ui/icons/map-pin';
import { type Lookups, nameOf } from './lookups';
import * as s from './vacancies.css';

type Translation = Vacancy['translations'][number];

/** A vacancy in the list: title (the link), location, employment type, salary and summary. */
export function VacancyCard({ vacancy, tr, lookups }: { vacancy: Vacancy; tr: Translation; lookups: Lookups }) {
  const locale = useLocale();
  const location = nameOf(lookups.locations, vacancy.location, locale);
  const type = nameOf(lookups.employmentTypes, vacancy.employment_type, locale);
  return (
    <li className={s.card}>
      <h3 className={s.cardTitle}>
        <AppLink to="vacancy" params={{ id: vacancy.id }} className={s.cardLink}>
          {tr.title}
        </AppLink>
      </h3>
      {tr.salary && <p className={s.salary}>{tr.salary}</p>}
      <p className={s.muted}>{tr.summary}</p>
      <dl className={s.cardFacts}>
        {location && (
          <div className={s.cardFact}>
            <dt className={s.factIcon}>
              <MapPinIcon />
              <span className={s.hidden}>
                <Trans>Location</Trans>
              </span>
            </dt>
            <dd className={s.factValue}>{location}</dd>
          </div>
        )}
        {type && (
          <div className={s.cardFact}>
            <dt className={s.hidden}>
              <Trans>Employment type</Trans>
            </dt>
            <dd className={s.chip}>{type}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
