import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Vacancy } from '../../domain/content/vacancies';
import { translation } from '../../domain/content/translate';
import { localePrefix } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { pathTo } from '../../routing/paths';
import { useHydrated } from '../../ui/use-hydrated';
import { button } from '../../ui/button.css';
import { type Filters, filtersQuery, isFiltered, matches, parseFilters } from './filters';
import type { Lookups } from './lookups';
import { VacancyCard } from './vacancy-card';
import { VacancyFilters } from './vacancy-filters';
import * as s from './vacancies.css';

/**
 * The filter form and the matching vacancies. Without JavaScript the form is a plain GET form;
 * with it, a change updates the address (and so the list) in place, keeping the scroll position.
 */
export function VacancyList({ vacancies, lookups, search }: { vacancies: Vacancy[]; lookups: Lookups; search: string }) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [, navigate] = useLocation();
  const fromUrl = parseFilters(search);
  // The selects show a choice at once, while the new address loads; once it has (or on back
  // and forward), they show the address's filters again.
  const [pending, setPending] = useState<{ from: string; filters: Filters } | null>(null);
  const filters = pending?.from === search ? pending.filters : fromUrl;

  const apply = (next: Filters) => {
    setPending({ from: search, filters: next });
    const query = filtersQuery(next);
    navigate(`${pathTo('vacancies')}?${query ? `${query}&` : ''}avoidScrolling=true`, { replace: true });
  };

  const shown = vacancies.filter((v) => matches(v, fromUrl));
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
      {count > 0 && isFiltered(fromUrl) && (
        <p>
          <AppLink to="vacancies">
            <Trans>Reset filters</Trans>
          </AppLink>
        </p>
      )}
    </>
  );
}
