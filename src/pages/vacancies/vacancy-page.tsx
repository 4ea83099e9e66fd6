import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { translation } from '../../domain/content/translate';
import { useLocale } from '../../i18n/use-locale';
import type { PageProps } from '../../routing/page-types';
import { AppLink } from '../../routing/app-link';
import { pathTo } from '../../routing/paths';
import { withLocale } from '../../domain/locale';
import { button } from '../../ui/button.css';
import { container, section } from '../../ui/container.css';
import { island } from '../../ui/island';
import { RichText } from '../../ui/rich-text';
import ApplyButtonPart, { applyHash } from './apply-button.island';
import type { VacancyData } from './load';
import { lookupName, nameOf, rememberLookups } from './lookups';
import * as s from './vacancies.css';

const ApplyButton = island('pages/vacancies/apply-button.island', ApplyButtonPart, { when: 'touch' });
const ApplyButtonFirst = island('pages/vacancies/apply-button.island', ApplyButtonPart, { when: 'touch', hash: applyHash });

/** /vacancies/{id}: the vacancy's sections, its chips and two Apply buttons (islands), each with the modal. */
export default function Page({ data }: PageProps) {
  const { vacancy, lookups } = data as VacancyData;
  const locale = useLocale();
  const { t } = useLingui();
  // Where the app renders pages (not in islands mode), the list it goes back to reads no list again.
  useEffect(() => rememberLookups(lookups), [lookups]);
  const tr = translation(vacancy.translations, locale);
  const apply = { vacancyId: vacancy.id, vacancyTitle: tr.title, returnTo: withLocale(locale, pathTo('vacancy', { id: vacancy.id })) + applyHash };
  const chips = [
    { label: t`Location`, value: nameOf(lookups.locations, vacancy.location, locale) },
    { label: t`Category`, value: nameOf(lookups.categories, vacancy.category, locale) },
    { label: t`Employment type`, value: nameOf(lookups.employmentTypes, vacancy.employment_type, locale) },
  ];
  const experience = nameOf(lookups.experienceTypes, vacancy.experienceOnSimilarRole, locale);
  const documents = lookups.requiredDocuments.filter((d) => vacancy.required_documents.includes(d.id)).map((d) => lookupName(d, locale));
  return (
    <article className={`${container} ${section} ${s.detail}`}>
      <AppLink to="vacancies" className={s.back}>
        <span aria-hidden="true">← </span>
        <Trans>All vacancies</Trans>
      </AppLink>
      <h1 className={s.detailTitle}>{tr.title}</h1>
      <dl className={s.chips}>
        {chips.map(
          (c) =>
            c.value && (
              <div key={c.label} className={s.chipItem}>
                <dt className={s.hidden}>{c.label}</dt>
                <dd className={s.chip}>{c.value}</dd>
              </div>
            ),
        )}
      </dl>
      <p className={s.salary}>{tr.salary}</p>
      <p className={s.lead}>{tr.summary}</p>
      <div className={s.applyRow}>
        <ApplyButtonFirst {...apply} openOnHash />
      </div>
      <DetailSection id="vacancy-description" title={t`About the job`}>
        <RichText html={tr.description} />
      </DetailSection>
      <ListSection id="vacancy-requirements" title={t`Requirements`} items={tr.requirements} />
      <ListSection id="vacancy-responsibilities" title={t`Responsibilities`} items={tr.responsibilities} />
      <ListSection id="vacancy-conditions" title={t`Working conditions`} items={tr.working_conditions} />
      {experience && (
        <DetailSection id="vacancy-experience" title={t`Experience in a similar role`}>
          <p>{experience}</p>
        </DetailSection>
      )}
      {documents.length > 0 && <ListSection id="vacancy-documents" title={t`Documents for employment`} items={documents} />}
      <div className={s.applyRow}>
        <ApplyButton {...apply} />
        <AppLink to="vacancies" className={button.outline}>
          <Trans>All vacancies</Trans>
        </AppLink>
      </div>
    </article>
  );
}

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.detailSection} aria-labelledby={id}>
      <h2 id={id} className={s.detailHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <DetailSection id={id} title={title}>
      <ul className={s.bullets}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </DetailSection>
  );
}
