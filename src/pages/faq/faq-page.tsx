import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import { CategoryCards } from './category-cards';
import type { FaqData } from './load';
import FaqSearch from './search.island';
import * as s from './faq.css';

// The search wakes when the visitor first touches it: until then it is a plain GET form.
const Search = island('pages/faq/search.island', FaqSearch, { when: 'touch' });

/**
 * /faq: a search over the questions in both languages (?q=, a plain GET form without
 * JavaScript, live while typing with it), the subscribers' categories and the TV guide.
 */
export default function Page({ title, data }: PageProps) {
  const { categories, tvGuide, query, hits } = data as FaqData;
  const cards = tvGuide ? [...categories, { id: 0, url_key: tvGuide.url_key, icon: tvGuide.icon, name: tvGuide.title, description: tvGuide.summary }] : categories;

  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{title}</h1>
        <p className={s.lead}>
          <Trans>Answers about the personal account, payments, tariffs, equipment and television. Search or choose a topic.</Trans>
        </p>
      </div>
      <Search query={query} hits={hits} />
      <section aria-labelledby="faq-topics">
        <h2 id="faq-topics" className={s.h2}>
          <Trans>Topics</Trans>
        </h2>
        <CategoryCards items={cards} />
      </section>
    </div>
  );
}
