import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { assetUrl, translation } from '../../domain/content/translate';
import { formatDate } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { ChevronRightIcon } from '../../ui/icons/chevron-right';
import { DownloadIcon } from '../../ui/icons/download';
import { RichText } from '../../ui/rich-text';
import type { NewsItemData } from './load';
import { TagBadge } from './news-tag';
import * as s from './news.css';

/** One article (/news/{id}, also /nw/{id}); a notice's PDF opens in place with ?view=pdf. */
export default function NewsItemPage({ data }: PageProps) {
  const { item, previous, next, view } = data as NewsItemData;
  const locale = useLocale();
  const { t } = useLingui();
  // The same page serves /news/{id} and /nw/{id}: the PDF view stays on the address in use.
  const [path] = useLocation();
  const tr = translation(item.translations, locale);
  const date = (
    <p className={s.meta}>
      <time dateTime={item.date_created}>{formatDate(item.date_created, 'date', locale)}</time>
      {item.tags.map((tag) => (
        <TagBadge key={tag} tag={tag} link />
      ))}
    </p>
  );

  if (view === 'pdf' && item.pdf) {
    return (
      <div className={`${container} ${s.page}`}>
        <Link href={path} className={s.back}>
          <ChevronRightIcon className={s.backIcon} />
          <Trans>Back to the notice</Trans>
        </Link>
        <h1 className={s.h1}>{tr.title}</h1>
        {date}
        <div className={s.pdfActions}>
          <a className={button.outline} href={assetUrl(item.pdf)} download>
            <DownloadIcon />
            <Trans>Download the PDF</Trans>
          </a>
        </div>
        <iframe className={s.pdfFrame} src={assetUrl(item.pdf)} title={t`The notice as a PDF document: ${tr.title}`} />
      </div>
    );
  }

  return (
    <div className={`${container} ${s.page}`}>
      <AppLink to="news" className={s.back}>
        <ChevronRightIcon className={s.backIcon} />
        <Trans>All news</Trans>
      </AppLink>
      <article className={s.article}>
        <h1 className={s.h1}>{tr.title}</h1>
        {date}
        {item.image && <img className={s.articleImage} src={assetUrl(item.image)} alt="" width={1200} height={630} />}
        <p className={s.lead}>{tr.description}</p>
        <RichText html={tr.content} topHeading={2} />
        {item.pdf && (
          <p className={s.pdfBox}>
            <Link href={`${path}?view=pdf`} className={button.primary}>
              <Trans>View the notice (PDF)</Trans>
            </Link>
            <a href={assetUrl(item.pdf)} download>
              <Trans>Download the PDF</Trans>
            </a>
          </p>
        )}
      </article>
      {(previous || next) && (
        <nav className={s.neighbours} aria-label={t`More news`}>
          {previous && (
            <AppLink to="news-item" params={{ id: previous.id }} className={s.neighbour} rel="prev">
              <span className={s.neighbourLabel}>
                <Trans>Previous news</Trans>
              </span>
              {previous.title}
            </AppLink>
          )}
          {next && (
            <AppLink to="news-item" params={{ id: next.id }} className={`${s.neighbour} ${s.neighbourNext}`} rel="next">
              <span className={s.neighbourLabel}>
                <Trans>Next news</Trans>
              </span>
              {next.title}
            </AppLink>
          )}
        </nav>
      )}
    </div>
  );
}
