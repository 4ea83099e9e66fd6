import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import type { PageProps } from '../../routing/page-types';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import { RichText } from '../../ui/rich-text';
import { CategoryCards } from './category-cards';
import type { FaqCategoryData, TvGuideData } from './load';
import TvGuideTabs from './tv-guide.island';
import { useHashTarget } from './use-hash-target';
import * as s from './faq.css';

// The guide's tabs hydrate when they come into view; without them every section shows.
const TvGuide = island('pages/faq/tv-guide.island', TvGuideTabs);

/** /faq/{url_key}: a category's questions as accordions, or the TV setup guide as tabs. */
export default function Page({ data, search, params }: PageProps) {
  const page = data as FaqCategoryData | TvGuideData;
  // Opens the question the address points at (/faq/x#key).
  const reveal = useCallback((el: HTMLElement) => {
    if (!(el instanceof HTMLDetailsElement)) return false;
    el.open = true;
    return true;
  }, []);
  useHashTarget(reveal, params.url_key ?? '');

  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{page.kind === 'tv' ? page.title : page.name}</h1>
        <p className={s.lead}>{page.kind === 'tv' ? page.summary : page.description}</p>
        <OfflineSavedNote />
      </div>
      {page.kind === 'tv' ? (
        <TvGuide guide={page} search={search} />
      ) : (
        // On an islands-mode page a plain script opens the question the address points at.
        <div className={s.questions} data-enhance="pages/faq/open-hash.enhance">
          {page.questions.map((q) => (
            <details key={q.id} id={q.url_key} className={s.item}>
              <summary className={s.summary}>
                <span>{q.question}</span>
                <ChevronDownIcon className={s.chevron} />
              </summary>
              <RichText html={q.answer} className={s.answer} />
            </details>
          ))}
        </div>
      )}
      <section aria-labelledby="faq-other">
        <h2 id="faq-other" className={s.h2}>
          <Trans>Other topics</Trans>
        </h2>
        <CategoryCards items={page.others} />
      </section>
    </div>
  );
}
