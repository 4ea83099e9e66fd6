import { useLingui } from '@lingui/react/macro';
import type { NewsTag } from '../../domain/content/news';
import { AppLink } from '../../routing/app-link';
import * as s from './news.css';
import { isNoticeTag, tagName } from './tags';

/** A tag as a small label; notices in the alarm colour. With `link`, it opens the list of that tag. */
export function TagBadge({ tag, link = false }: { tag: NewsTag; link?: boolean }) {
  const { i18n } = useLingui();
  const className = isNoticeTag(tag) ? `${s.badge} ${s.noticeBadge}` : s.badge;
  if (!link) return <span className={className}>{i18n._(tagName[tag])}</span>;
  return (
    <AppLink to="news" query={`tag=${tag}`} className={className}>
      {i18n._(tagName[tag])}
    </AppLink>
  );
}
