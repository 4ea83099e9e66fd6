import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container, section } from '../../ui/container.css';
import { island } from '../../ui/island';
import { CareerFaq } from './career-faq';
import type { VacanciesData } from './load';
import VacancyListPart from './vacancy-list.island';
import { VacancyReasons } from './vacancy-reasons';
import * as s from './vacancies.css';
import { ContentPicture } from '../../ui/content-picture';

const VacancyList = island('pages/vacancies/vacancy-list.island', VacancyListPart);

/** /vacancies: banner, reasons to join, the filtered list (an island) and the career FAQ. */
export default function Page({ title, data, search }: PageProps) {
  const { vacancies, lookups, faq } = data as VacanciesData;
  return (
    <>
      <section className={s.banner}>
        <div className={`${container} ${s.bannerInner}`}>
          <div className={s.bannerText}>
            <h1 className={s.bannerTitle}>{title}</h1>
            <p className={s.pitch}>
              <Trans>
                Build the fibre network of Zaporizhzhia and the towns around it with us: paid training, a mentor at your side and official employment from the
                first day.
              </Trans>
            </p>
          </div>
          <ContentPicture className={s.bannerImage} asset="vac-team.svg" alt="" width={480} height={360} />
        </div>
      </section>
      <VacancyReasons />
      <section className={`${container} ${section}`} aria-labelledby="vacancy-list">
        <VacancyList vacancies={vacancies} lookups={lookups} search={search} />
      </section>
      <CareerFaq items={faq} />
    </>
  );
}
