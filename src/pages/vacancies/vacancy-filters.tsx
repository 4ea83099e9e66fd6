import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { button } from '../../ui/button.css';
import { type FilterKey, type Filters, parseFilters } from './filters';
import { type LookupItem, type Lookups, lookupName } from './lookups';
import * as s from './vacancies.css';

interface Props {
  /** The form's address for a browser without JavaScript (with the /ru prefix). */
  action: string;
  lookups: Lookups;
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Without JavaScript a button sends the form; with it, each change applies at once. */
  showSubmit: boolean;
}

/** The GET form `?location=&category=&type=` over the reference lists. */
export function VacancyFilters({ action, lookups, filters, onChange, showSubmit }: Props) {
  const { t } = useLingui();
  const fields: { key: FilterKey; label: string; list: LookupItem[] }[] = [
    { key: 'location', label: t`Location`, list: lookups.locations },
    { key: 'category', label: t`Category`, list: lookups.categories },
    { key: 'type', label: t`Employment type`, list: lookups.employmentTypes },
  ];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(parseFilters(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)));
  };
  return (
    <form className={s.filters} method="get" action={action} onSubmit={onSubmit} aria-label={t`Vacancy filters`}>
      {fields.map((f) => (
        <FilterSelect key={f.key} name={f.key} label={f.label} list={f.list} value={filters[f.key]} onChange={(id) => onChange({ ...filters, [f.key]: id })} />
      ))}
      {showSubmit && (
        <button type="submit" className={`${button.primary} ${s.filterSubmit}`}>
          <Trans>Show</Trans>
        </button>
      )}
    </form>
  );
}

function FilterSelect({ name, label, list, value, onChange }: { name: FilterKey; label: string; list: LookupItem[]; value: number | null; onChange: (id: number | null) => void }) {
  const locale = useLocale();
  const id = `vacancy-filter-${name}`;
  return (
    <div className={s.filter}>
      <label htmlFor={id} className={s.filterLabel}>
        {label}
      </label>
      <select id={id} name={name} className={s.select} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">
          <Trans>Any</Trans>
        </option>
        {list.map((item) => (
          <option key={item.id} value={item.id}>
            {lookupName(item, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
