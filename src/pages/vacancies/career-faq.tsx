import { Trans } from '@lingui/react/macro';
import { pick } from '../../domain/locale';
import { useLocale } from '../../i18n/use-locale';
import { ChevronDownIcon } from '../../ui/icons/chevron-down';
import { container, section } from '../../ui/container.css';
import { RichText } from '../../ui/rich-text';
import type { CareerQuestion } from './load';
import * as s from './vacancies.css';

/** The career FAQ as accordions; each question is an anchor (its url_key). */
export function CareerFaq({ items }: { items: CareerQuestion[] }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <section className={`${section} ${s.tinted}`} aria-labelledby="career-faq">
      <div className={container}>
        <h2 id="career-faq" className={s.sectionTitle}>
          <Trans>Questions about working with us</Trans>
        </h2>
        <div className={s.faqList}>
          {items.map((f) => (
            <details key={f.id} id={f.url_key} className={s.faqItem}>
              <summary className={s.faqQuestion}>
                {pick(locale, f.question_ukr, f.question_ru)}
                <ChevronDownIcon className={s.faqChevron} />
              </summary>
              <RichText className={s.faqAnswer} html={pick(locale, f.answer_ukr, f.answer_ru)} />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
