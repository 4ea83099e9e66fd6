import { Trans, useLingui } from '@lingui/react/macro';
import { useContext } from 'react';
import { formatDate } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import type { PageProps } from '../../routing/page-types';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { ContentsNav, contentsLayout } from '../../ui/contents-nav';
import { GuideSectionBody } from '../../ui/guide/guide-section';
import { IslandsMode } from '../../ui/island';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import { GuideCards } from './guide-cards';
import type { GuideData } from './load';
import * as s from './guides.css';

/** /setup-pc/{key} and /routers/{key}: one guide with its contents, steps and figures. */
export default function Page({ data }: PageProps) {
  const guide = data as GuideData;
  const locale = useLocale();
  const { t } = useLingui();
  const islands = useContext(IslandsMode);
  const date = formatDate(guide.date_updated, 'date', locale);
  return (
    <article className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>{guide.title}</h1>
        <p className={s.lead}>{guide.summary}</p>
        <p className={s.meta}>
          <Trans>
            Updated on <time dateTime={guide.date_updated}>{date}</time>
          </Trans>
        </p>
        <OfflineSavedNote />
        <div className={`${s.actions} ${s.noPrint}`}>
          {/* Where the app renders the page its handler prints; on an islands-mode page a plain script does. */}
          <button type="button" className={button.outline} onClick={() => window.print()} data-enhance={islands ? 'pages/guides/print.enhance' : undefined}>
            <Trans>Print</Trans>
          </button>
        </div>
      </div>
      <div className={contentsLayout}>
        <ContentsNav id="guide-toc" title={<Trans>Contents</Trans>} sections={guide.sections} />
        <div className={s.body}>
          {guide.sections.map((section) => (
            <GuideSectionBody key={section.anchor} section={section} noteLabel={t`Note`} />
          ))}
        </div>
      </div>
      {guide.others.length > 0 && (
        <section className={s.noPrint} aria-labelledby="guide-others">
          <h2 id="guide-others" className={s.othersTitle}>
            {guide.kind === 'routers' ? <Trans>Other routers</Trans> : <Trans>Other systems</Trans>}
          </h2>
          <GuideCards kind={guide.kind} guides={guide.others} level={3} />
        </section>
      )}
    </article>
  );
}
