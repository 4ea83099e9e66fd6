import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useSiteData } from '../../data/site-data';
import { type Facets, type MarketPage, type MarketQuery, listParams, marketQueryString, orderings, type Ordering } from '../../domain/market/query';
import type { ProductCard } from '../../domain/market/view';
import { useLocale } from '../../i18n/use-locale';
import { useOnline } from '../../offline/use-online';
import { button } from '../../ui/button.css';
import { useHydrated } from '../../ui/use-hydrated';
import { CatalogueFilters, filtersFormId } from './catalogue-filters';
import { CompareButton } from './compare-button';
import { type ShopRefs, pageQuery } from './load';
import { type CatalogueAnswer, fetchCatalogue } from './market-api';
import { Paging } from './paging';
import { saveFilters, savedFilters } from './saved-filters';
import { ProductCardItem } from './product-card';
import { orderingName } from './words';
import * as s from './shop.css';

export interface CatalogueProps {
  refs: ShopRefs;
  /** The page's own address without a query, with the /ru prefix: the filters' form goes there. */
  action: string;
  /** The category the page is fixed to (/equipment/category/{link}), or none. */
  categoryId: number | null;
  query: MarketQuery;
  page: MarketPage<ProductCard>;
  facets: Facets;
}

/**
 * The catalogue (an island): the filters, the sort order, a page of products and the pages.
 * Without JavaScript every control is a plain form or link. With it, a change asks the product
 * API for the list again (the device's copy offline) and writes the query into the address, so
 * a filtered list can be shared and reloaded; the tab's session keeps it too.
 */
export function Catalogue({ refs, action, categoryId, query: first, page: firstPage, facets: firstFacets }: CatalogueProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const hydrated = useHydrated();
  const { productApi } = useSiteData();
  const [query, setQuery] = useState(first);
  const [answer, setAnswer] = useState({ page: firstPage, facets: firstFacets });
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const fixed = (q: MarketQuery): MarketQuery => (categoryId === null ? q : { ...q, type: categoryId });
  const stringOf = (q: MarketQuery) => marketQueryString({ ...q, type: categoryId === null ? q.type : undefined });
  const hrefOf = (q: MarketQuery) => {
    const qs = stringOf(q);
    return qs ? `${action}?${qs}` : action;
  };

  /** Puts `q` in the address and asks for its list; `then` takes the answer unless a newer ask came first. */
  const load = (q: MarketQuery, then: (found: CatalogueAnswer) => void, failed = () => {}) => {
    pending.current?.abort();
    const controller = (pending.current = new AbortController());
    history.replaceState(history.state, '', hrefOf(q));
    fetchCatalogue(q, locale, productApi ?? null, online, controller.signal).then(
      (found) => !controller.signal.aborted && then(found),
      () => !controller.signal.aborted && failed(),
    );
  };

  const apply = (next: MarketQuery, scroll = false) => {
    const q = fixed(next);
    setQuery(q);
    setBusy(true);
    saveFilters(action, stringOf({ ...q, page: 1 }));
    load(
      q,
      (found) => {
        setAnswer(found);
        setBusy(false);
        if (scroll) top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      },
      () => setBusy(false),
    );
  };

  // Back on the catalogue without a query: the filters this tab chose last time.
  useEffect(() => {
    const own = new URLSearchParams(location.search);
    if ([...own.keys()].some((k) => (listParams as readonly string[]).includes(k))) return;
    const saved = savedFilters(action);
    if (!saved) return;
    const q = fixed(pageQuery(new URLSearchParams(saved)));
    load(q, (found) => {
      setQuery(q);
      setAnswer(found);
    });
    // Once, as the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => pending.current?.abort(), []);

  const reset = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    apply({ ordering: query.ordering, page: 1, size: query.size });
  };
  const { page, facets } = answer;
  const filtered = stringOf({ ...query, ordering: '-popularity', page: 1 }) !== '';
  return (
    <div className={s.catalogue}>
      <CatalogueFilters action={action} refs={refs} query={query} facets={facets} onChange={(q) => apply(q)} showSubmit={!hydrated} />
      <div ref={top} aria-busy={busy}>
        <div className={s.toolbar}>
          <p className={s.found} role="status">
            <Plural value={page.count} one="# product found" few="# products found" many="# products found" other="# products found" />
          </p>
          <label className={s.sort}>
            <Trans>Sort</Trans>
            <select
              className={s.select}
              name="ordering"
              form={filtersFormId}
              value={query.ordering}
              onChange={(e) => apply({ ...query, ordering: e.target.value as Ordering, page: 1 })}
            >
              {orderings.map((o) => (
                <option key={o} value={o}>
                  {i18n._(orderingName[o])}
                </option>
              ))}
            </select>
          </label>
        </div>
        {page.results.length === 0 ? (
          <div className={s.empty}>
            <p>
              <Trans>No products match these filters.</Trans>
            </p>
            <a className={button.outline} href={action} onClick={reset}>
              <Trans>Reset filters</Trans>
            </a>
          </div>
        ) : (
          <ul className={s.products} aria-label={t`Products`}>
            {page.results.map((p) => (
              <ProductCardItem key={p.id} product={p} action={<CompareButton product={p} />} />
            ))}
          </ul>
        )}
        {filtered && page.results.length > 0 && (
          <p>
            <a href={action} onClick={reset}>
              <Trans>Reset filters</Trans>
            </a>
          </p>
        )}
        <Paging current={page.page} pages={page.pages} hrefOf={(n) => hrefOf({ ...query, page: n })} onPage={hydrated ? (n) => apply({ ...query, page: n }, true) : undefined} />
      </div>
    </div>
  );
}
