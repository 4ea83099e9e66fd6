import { Trans } from '@lingui/react/macro';
import { formatDate } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { ContentsNav, contentsLayout } from '../../ui/contents-nav';
import { RichText } from '../../ui/rich-text';
import type { PrivacyData } from './load';
import * as s from './privacy-policy.css';

/** /privacy-policy: what the site collects, why, for how long, who receives it and the visitor's rights. */
export default function Page({ data }: PageProps) {
  const policy = data as PrivacyData;
  const locale = useLocale();
  const effective = formatDate(policy.effective_date, 'date', locale);
  return (
    <article className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{policy.title}</h1>
        <p className={s.lead}>{policy.summary}</p>
        <p className={s.meta}>
          <Trans>
            In force from <time dateTime={policy.effective_date}>{effective}</time>
          </Trans>
        </p>
      </div>
      <div className={contentsLayout}>
        <ContentsNav id="privacy-toc" title={<Trans>Contents</Trans>} sections={policy.sections} />
        <div className={s.body}>
          {policy.sections.map((section) => (
            <section key={section.anchor} className={s.section} aria-labelledby={section.anchor}>
              <h2 id={section.anchor} className={s.heading}>
                {section.title}
              </h2>
              <RichText html={section.body} />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
