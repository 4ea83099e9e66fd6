import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Vacancy } from '../../domain/content/vacancies';
import { translation } from '../../domain/content/translate';
import { localePrefix } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { pathTo } from '../../routing/paths';
import { useHydrated } from '../../ui/use-hydrated';
import { button } from '../../ui/button.css';
import { type Filters, filtersQuery, isFiltered, matches, parseFilters } from './filters';
import { type Lookups, rememberLookups } from './lookups';
import { VacancyCard } from './vacancy-card';
import { VacancyFilters } from './vacancy-filters';
import * as s from './vacancies.css';

/**
 * The filter form and the matching vacancies (an island of /vacancies). Without JavaScript the
 * form is a plain GET form; with it, a change filters the list in place (every open vacancy is
 * already here) and writes the filters into the address, so the list can be shared and reloaded.
 */
export function VacancyList({ vacancies, lookups, search }: { vacancies: Vacancy[]; lookups: Lookups; search: string }) {
  const locale = useLocale();
  const hydrated = useHydrated();
  useEffect(() => rememberLookups(lookups), [lookups]);
  // The filters chosen here, until the page's own address changes (back and forward in the app).
  const [chosen, setChosen] = useState<{ from: string; filters: Filters } | null>(null);
  const filters = chosen?.from === search ? chosen.filters : parseFilters(search);

  const apply = (next: Filters) => {
    setChosen({ from: search, filters: next });
    const query = filtersQuery(next);
    // avoidScrolling: the whole app, which sees the new address, keeps the scroll position.
    history.replaceState(history.state, '', `${localePrefix[locale]}${pathTo('vacancies')}?${query ? `${query}&` : ''}avoidScrolling=true`);
  };

  const shown = vacancies.filter((v) => matches(v, filters));
  const count = shown.length;
  return (
    <>
      <h2 id="vacancy-list" className={s.sectionTitle}>
        <Trans>Open vacancies</Trans>
      </h2>
      <VacancyFilters
        action={localePrefix[locale] + pathTo('vacancies')}
        lookups={lookups}
        filters={filters}
        onChange={apply}
        showSubmit={!hydrated}
      />
      <p className={s.count} role="status">
        <Plural value={count} one="# vacancy found" few="# vacancies found" many="# vacancies found" other="# vacancies found" />
      </p>
      {count === 0 ? (
        <div className={s.empty}>
          <p>
            <Trans>No vacancies match these filters.</Trans>
          </p>
          <AppLink to="vacancies" className={button.outline}>
            <Trans>Show all vacancies</Trans>
          </AppLink>
        </div>
      ) : (
        <ul className={s.cards}>
          {shown.map((v) => (
            <VacancyCard key={v.id} vacancy={v} tr={translation(v.translations, locale)} lookups={lookups} />
          ))}
        </ul>
      )}
      {count > 0 && isFiltered(filters) && (
        <p>
          <AppLink to="vacancies">
            <Trans>Reset filters</Trans>
          </AppLink>
        </p>
      )}
    </>
  );
}
