/**
 * The FAQ search: a plain GET form (?q=, the server renders each query) that searches live while
 * typing once it has woken. On an islands-mode page it asks the content API itself and keeps the
 * address in step (history.replaceState); where the app renders pages, it navigates in the app.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { httpContentSource } from '../../data/content-source';
import { localePrefix } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import { pathTo } from '../../routing/paths';
import { loadFaq, type SearchHit } from './load';
import * as s from './faq.css';

/** How long typing pauses before the search runs. */
const searchDelay = 300;

const searchHref = (text: string) => pathTo('faq') + (text.trim() ? `?q=${encodeURIComponent(text.trim())}` : '');

/** True on a page the server's HTML is (no app renders pages here). */
const islandsPage = () => document.getElementById('root')?.dataset.mode === 'islands';

export interface FaqSearchProps {
  query: string;
  hits: SearchHit[];
}

export default function FaqSearch(props: FaqSearchProps) {
  const locale = useLocale();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [value, setValue] = useState(props.query);
  // Found here (islands mode); otherwise the page's data, which the app's navigation renews.
  const [local, setLocal] = useState<FaqSearchProps | null>(null);
  const { query, hits } = local ?? props;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<AbortController>(undefined);
  const input = useRef<HTMLInputElement>(null);

  const searchHere = (text: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    history.replaceState(history.state, '', localePrefix[locale] + searchHref(text));
    if (!text) return setLocal({ query: '', hits: [] });
    const search = new URLSearchParams({ q: text });
    loadFaq({ content: httpContentSource(controller.signal), locale, search, params: {}, signal: controller.signal })
      .then((data) => !controller.signal.aborted && setLocal({ query: data.query, hits: data.hits }))
      .catch(() => undefined);
  };
  const run = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() === query) return;
    if (islandsPage()) searchHere(text.trim());
    else navigate(searchHref(text), { replace: true });
  };
  const onChange = (text: string) => {
    setValue(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run(text), searchDelay);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(value);
  };

  useEffect(() => {
    // Typed before the form woke (islands mode): search for it now.
    const typed = input.current?.value ?? '';
    if (typed !== props.query) onChange(typed);
    return () => {
      clearTimeout(timer.current);
      running.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  return (
    <>
      <form role="search" className={s.searchForm} method="get" action={localePrefix[locale] + pathTo('faq')} onSubmit={onSubmit}>
        <label htmlFor="faq-search" className={s.searchLabel}>
          <Trans>Search the questions</Trans>
        </label>
        <div className={s.searchRow}>
          <input
            ref={input}
            id="faq-search"
            className={s.searchInput}
            type="search"
            name="q"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={t`For example: payment`}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        {/* Always present, so screen readers announce each new count. */}
        <p className={s.status} role="status">
          {query &&
            (hits.length === 0 ? (
              <Trans>Nothing was found for “{query}”. Try another word or choose a topic below.</Trans>
            ) : (
              <Plural value={hits.length} one="# question found" other="# questions found" />
            ))}
        </p>
      </form>
      {query && hits.length > 0 && (
        <section aria-labelledby="faq-results" className={s.results}>
          <h2 id="faq-results" className={s.resultsTitle}>
            <Trans>Search results</Trans>
          </h2>
          <ul className={s.hits}>
            {hits.map((h) => (
              <li key={h.id} className={s.hit}>
                <AppLink to="faq-category" params={{ url_key: h.categoryKey }} hash={h.url_key} className={s.hitLink}>
                  {h.question}
                </AppLink>
                <span className={s.hitCategory}>{h.categoryName}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
