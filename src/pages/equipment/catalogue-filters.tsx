import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { availabilities, type Availability, type Colour } from '../../domain/market/codes';
import type { Facets, MarketQuery } from '../../domain/market/query';
import { button } from '../../ui/button.css';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import type { ShopRefs } from './load';
import { PriceSlider } from './price-slider';
import { availabilityName, colourName } from './words';
import * as s from './shop.css';

export const filtersFormId = 'catalogue-filters';

interface Props {
  /** The form's address for a browser without JavaScript (with the /ru prefix). */
  action: string;
  refs: ShopRefs;
  query: MarketQuery;
  facets: Facets;
  onChange: (query: MarketQuery) => void;
  /** Without JavaScript a button sends the form; with it, each change applies at once. */
  showSubmit: boolean;
}

const toggled = <T,>(list: readonly T[] | undefined, value: T, on: boolean): T[] | undefined => {
  const next = (list ?? []).filter((v) => v !== value);
  if (on) next.push(value);
  return next.length ? next : undefined;
};

/**
 * The catalogue's filters as a plain GET form (`?producer=1&producer=2&colour=white&...`): each
 * checkbox says how many products ticking it would show; the price between the slider's ends.
 * On a phone the form folds under "Filters".
 */
export function CatalogueFilters({ action, refs, query, facets, onChange, showSubmit }: Props) {
  const { t, i18n } = useLingui();
  // A change of filters starts again from the first page.
  const change = (next: Partial<MarketQuery>) => onChange({ ...query, ...next, page: 1 });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const producerName = (id: number) => refs.producers.find((p) => p.id === id)?.name ?? String(id);
  const stock = [...facets.availability].sort((a, b) => availabilities.indexOf(a.key) - availabilities.indexOf(b.key));
  return (
    <details className={s.filters}>
      <summary className={s.filtersToggle}>
        <Trans>Filters</Trans>
        <ChevronDownIcon className={s.filtersChevron} />
      </summary>
      <form id={filtersFormId} className={s.filtersBody} method="get" action={action} onSubmit={onSubmit} aria-label={t`Product filters`}>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>
            <Trans>Price, UAH</Trans>
          </legend>
          <PriceSlider range={facets.price} from={query.price_gt} to={query.price_lt} onChange={(price_gt, price_lt) => change({ price_gt, price_lt })} />
        </fieldset>
        <CheckList
          legend={t`Producer`}
          name="producer"
          items={facets.producer.map((p) => ({ value: String(p.id), label: producerName(p.id), count: p.count, checked: query.producer?.includes(p.id) ?? false }))}
          onToggle={(value, on) => change({ producer: toggled(query.producer, Number(value), on) })}
        />
        <CheckList
          legend={t`Colour`}
          name="colour"
          items={facets.colour.map((c) => ({ value: c.key, label: i18n._(colourName[c.key]), count: c.count, checked: query.colour?.includes(c.key) ?? false, swatch: c.key }))}
          onToggle={(value, on) => change({ colour: toggled(query.colour, value as Colour, on) })}
        />
        <CheckList
          legend={t`Availability`}
          name="availability"
          items={stock.map((a) => ({ value: a.key, label: i18n._(availabilityName[a.key]), count: a.count, checked: query.availability?.includes(a.key) ?? false }))}
          onToggle={(value, on) => change({ availability: toggled(query.availability, value as Availability, on) })}
        />
        <div className={s.filterActions}>
          {showSubmit && (
            <button type="submit" className={button.primary}>
              <Trans>Show</Trans>
            </button>
          )}
        </div>
      </form>
    </details>
  );
}

interface CheckItem {
  value: string;
  label: string;
  count: number;
  checked: boolean;
  swatch?: Colour;
}

function CheckList({ legend, name, items, onToggle }: { legend: string; name: string; items: CheckItem[]; onToggle: (value: string, on: boolean) => void }) {
  if (items.length === 0) return null;
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>{legend}</legend>
      {items.map((item) => {
        // A value that would show nothing stays visible but cannot be ticked (unless it already is).
        const dead = item.count === 0 && !item.checked;
        return (
          <label key={item.value} className={dead ? `${s.check} ${s.checkDisabled}` : s.check}>
            <input type="checkbox" name={name} value={item.value} checked={item.checked} disabled={dead} onChange={(e) => onToggle(item.value, e.target.checked)} />
            {item.swatch && <span className={s.swatch[item.swatch]} aria-hidden="true" />}
            {item.label}
            <span className={s.checkCount}>{item.count}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
