import { Trans, useLingui } from '@lingui/react/macro';
import { assetUrl, translation } from '../../domain/content/translate';
import { formatDate } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';
import { AppLink } from '../../routing/app-link';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import type { NewsCard, NewsListData } from './load';
import { TagBadge } from './news-tag';
import * as s from './news.css';
import { isNoticeTag, tagName } from './tags';

/** News and notices, newest first, with a filter by tag (?tag=technical-works). */
export default function NewsPage({ title, data }: PageProps) {
  const { items, tag, tagCounts, total } = data as NewsListData;
  const { t, i18n } = useLingui();
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={s.h1}>{title}</h1>
      <nav aria-label={t`News by topic`}>
        <ul className={s.tags}>
          <li>
            <AppLink to="news" className={s.chip} aria-current={tag === null ? 'page' : undefined}>
              <Trans>All news</Trans> <span className={s.count}>{total}</span>
            </AppLink>
          </li>
          {tagCounts.map((c) => (
            <li key={c.tag}>
              <AppLink
                to="news"
                query={`tag=${c.tag}`}
                className={isNoticeTag(c.tag) ? `${s.chip} ${s.noticeChip}` : s.chip}
                aria-current={tag === c.tag ? 'page' : undefined}
              >
                {i18n._(tagName[c.tag])} <span className={s.count}>{c.count}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className={s.empty}>
          <Trans>There is no news here yet.</Trans>
        </p>
      ) : (
        <ul className={s.list}>
          {items.map((n) => (
            <NewsListItem key={n.id} item={n} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NewsListItem({ item }: { item: NewsCard }) {
  const locale = useLocale();
  const tr = translation(item.translations, locale);
  const notice = item.tags.some(isNoticeTag);
  return (
    <li className={notice ? `${s.card} ${s.noticeCard}` : s.card}>
      {item.image && <img className={s.cardImage} src={assetUrl(item.image)} alt="" width={1200} height={630} loading="lazy" />}
      <div className={s.cardBody}>
        <p className={s.meta}>
          <time dateTime={item.date_created}>{formatDate(item.date_created, 'date', locale)}</time>
          {item.tags.map((tag) => (
            <TagBadge key={tag} tag={tag} />
          ))}
        </p>
        <h2 className={s.cardTitle}>
          <AppLink to="news-item" params={{ id: item.id }} className={s.cardLink}>
            {tr.title}
          </AppLink>
        </h2>
        <p className={s.text}>{tr.description}</p>
      </div>
    </li>
  );
}
