import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { localePrefix } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { pathTo } from '../../routing/paths';
import { container } from '../../ui/container.css';
import { CategoryCards } from './category-cards';
import type { FaqData } from './load';
import * as s from './faq.css';

/** How long typing pauses before the search runs. */
const searchDelay = 300;

const searchHref = (text: string) => pathTo('faq') + (text.trim() ? `?q=${encodeURIComponent(text.trim())}` : '');

/**
 * /faq: a search over the questions in both languages (?q=, a plain GET form without
 * JavaScript, live while typing with it), the subscribers' categories and the TV guide.
 */
export default function Page({ title, data }: PageProps) {
  const { categories, tvGuide, query, hits } = data as FaqData;
  const locale = useLocale();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [value, setValue] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() !== query) navigate(searchHref(text), { replace: true });
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

  const cards = tvGuide ? [...categories, { id: 0, url_key: tvGuide.url_key, icon: tvGuide.icon, name: tvGuide.title, description: tvGuide.summary }] : categories;

  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{title}</h1>
        <p className={s.lead}>
          <Trans>Answers about the personal account, payments, tariffs, equipment and television. Search or choose a topic.</Trans>
        </p>
      </div>
      <form role="search" className={s.searchForm} method="get" action={localePrefix[locale] + pathTo('faq')} onSubmit={onSubmit}>
        <label htmlFor="faq-search" className={s.searchLabel}>
          <Trans>Search the questions</Trans>
        </label>
        <div className={s.searchRow}>
          <input
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
      <section aria-labelledby="faq-topics">
        <h2 id="faq-topics" className={s.h2}>
          <Trans>Topics</Trans>
        </h2>
        <CategoryCards items={cards} />
      </section>
    </div>
  );
}
