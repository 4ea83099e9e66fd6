import type { News, NewsTag } from '../../domain/content/news';
import { translation } from '../../domain/content/translate';
import { type LoaderContext, NotFoundError, type PageMeta } from '../../routing/page-types';
import { newsQueries as q } from './queries';
import { isNewsTag, tagOrder } from './tags';

export type NewsCard = Pick<News, 'id' | 'date_created' | 'tags' | 'image' | 'pdf' | 'translations'>;
export type NewsLink = { id: number; title: string };

export interface NewsListData {
  items: NewsCard[];
  /** The tag chosen by ?tag=, if it is one of ours. */
  tag: NewsTag | null;
  /** How many of the listed items carry each tag (tags with none are left out), in page order. */
  tagCounts: { tag: NewsTag; count: number }[];
  total: number;
}

export interface NewsItemData {
  item: News;
  /** The older and the newer neighbour by date. */
  previous: NewsLink | null;
  next: NewsLink | null;
  /** ?view=pdf on a notice with a document: the document instead of the text. */
  view: 'article' | 'pdf';
  meta: PageMeta;
}

/** The news list, newest first; ?tag= narrows it to one tag. */
export async function loadNews({ content, search }: LoaderContext): Promise<NewsListData> {
  const all = await q.list.read(content);
  const raw = search.get('tag');
  const tag = isNewsTag(raw) ? raw : null;
  const tagCounts = tagOrder.map((t) => ({ tag: t, count: all.filter((n) => n.tags.includes(t)).length })).filter((c) => c.count > 0);
  return { items: tag ? all.filter((n) => n.tags.includes(tag)) : all, tag, tagCounts, total: all.length };
}

/** One article (/news/{id} and /nw/{id}) with its neighbours; unknown or inactive ids are 404. */
export async function loadNewsItem({ content, params, search, locale }: LoaderContext): Promise<NewsItemData> {
  const all = await q.articles.read(content);
  const at = /^\d+$/.test(params.id ?? '') ? all.findIndex((n) => n.id === Number(params.id)) : -1;
  const item = all[at];
  if (!item || !item.is_active) throw new NotFoundError(`No news item ${params.id ?? ''}`);
  const link = (n: News | undefined): NewsLink | null => (n ? { id: n.id, title: translation(n.translations, locale).title } : null);
  const tr = translation(item.translations, locale);
  return {
    item,
    // The list is newest first: the previous (older) item comes after this one.
    previous: link(all[at + 1]),
    next: link(all[at - 1]),
    view: item.pdf && search.get('view') === 'pdf' ? 'pdf' : 'article',
    meta: { title: tr.title, description: tr.description },
  };
}
