import type { Faq, FaqCategory } from '../../domain/content/faq';
import type { GuideSection } from '../../domain/content/guides';
import { translation } from '../../domain/content/translate';
import { type Locale, pick } from '../../domain/locale';
import { NotFoundError, type LoaderContext } from '../../routing/page-types';
import type { ContentQuery } from '../../domain/content/query';
import { faqQueries as q, indexFields } from './queries';

/** The TV setup guide is a fixed FAQ article at /faq/{its url_key}. */
export const tvGuideKey = 'tv-setup';

export interface CategoryCard {
  id: number;
  url_key: string;
  icon: string;
  name: string;
  description: string;
}

export interface SearchHit {
  id: number;
  url_key: string;
  question: string;
  categoryKey: string;
  categoryName: string;
}

export interface FaqData {
  categories: CategoryCard[];
  tvGuide: { url_key: string; title: string; summary: string; icon: string } | null;
  /** The search text (trimmed), or "" for the categories. */
  query: string;
  hits: SearchHit[];
}

export interface FaqCategoryData {
  kind: 'category';
  name: string;
  description: string;
  questions: { id: number; url_key: string; question: string; answer: string }[];
  others: CategoryCard[];
  meta: { title: string; description: string };
}

export interface TvGuideData {
  kind: 'tv';
  title: string;
  summary: string;
  sections: GuideSection[];
  others: CategoryCard[];
  meta: { title: string; description: string };
}

type IndexItem = Pick<Faq, 'id' | 'category' | 'url_key' | 'question_ukr' | 'question_ru'> & { meta_data?: string };

/** The search read (online only): the text in either language's question or the keywords. */
function faqSearchQuery(text: string): ContentQuery {
  return {
    filter: {
      _or: [{ question_ukr: { _icontains: text } }, { question_ru: { _icontains: text } }, { meta_data: { _icontains: text } }],
    },
    sort: ['position'],
    fields: indexFields,
    limit: 50,
  };
}

/** Main categories first, then by position. */
function ordered(categories: FaqCategory[]): FaqCategory[] {
  return categories.filter((c) => c.audience === 'subscribers').sort((a, b) => Number(b.is_main) - Number(a.is_main) || a.position - b.position);
}

const card = (c: FaqCategory, locale: Locale): CategoryCard => ({
  id: c.id,
  url_key: c.url_key,
  icon: c.icon,
  name: pick(locale, c.name_ukr, c.name_ru),
  description: pick(locale, c.description_ukr, c.description_ru),
});

/** The same test the server's `_icontains` makes, for searching the saved index offline. */
function matches(item: IndexItem, text: string): boolean {
  const needle = text.toLocaleLowerCase();
  return [item.question_ukr, item.question_ru, item.meta_data ?? ''].some((field) => field.toLocaleLowerCase().includes(needle));
}

/** /faq: the categories, and with ?q= the questions that match (searched offline in the saved index). */
export async function loadFaq({ content, locale, search, signal }: LoaderContext): Promise<FaqData> {
  const text = (search.get('q') ?? '').trim();
  const [categories, guides] = await Promise.all([
    q.categories.read(content),
    q.tvGuide.read(content),
  ]);
  const list = ordered(categories);
  const tv = guides.find((g) => g.kind === 'tv' && g.url_key === tvGuideKey);
  const tvTr = tv ? translation(tv.translations, locale) : null;
  let hits: SearchHit[] = [];
  if (text) {
    let found: IndexItem[];
    try {
      found = await content.items('faq', faqSearchQuery(text));
    } catch (error) {
      if ((error as Error).name === 'AbortError' || signal?.aborted) throw error;
      // Offline (or the search failed): search the saved list of every question instead.
      const index: IndexItem[] = await q.index.read(content);
      found = index.filter((item) => matches(item, text));
    }
    const byId = new Map(list.map((c) => [c.id, c]));
    hits = found.flatMap((f) => {
      const c = byId.get(f.category);
      if (!c) return [];
      return [{ id: f.id, url_key: f.url_key, question: pick(locale, f.question_ukr, f.question_ru), categoryKey: c.url_key, categoryName: pick(locale, c.name_ukr, c.name_ru) }];
    });
  }
  return {
    categories: list.map((c) => card(c, locale)),
    tvGuide: tv && tvTr ? { url_key: tv.url_key, title: tvTr.title, summary: tvTr.summary, icon: tv.icon } : null,
    query: text,
    hits,
  };
}

/** /faq/{url_key}: a subscribers' category with its questions, or the TV setup guide. */
export async function loadFaqCategory({ content, locale, params }: LoaderContext): Promise<FaqCategoryData | TvGuideData> {
  const key = params.url_key ?? '';
  const categories = ordered(await q.categories.read(content));
  const others = (id: number) => categories.filter((c) => c.id !== id).map((c) => card(c, locale));
  if (key === tvGuideKey) {
    const guides = await q.tvGuide.read(content);
    const tv = guides.find((g) => g.kind === 'tv' && g.url_key === key);
    if (!tv) throw new NotFoundError(`No TV guide ${key}`);
    const tr = translation(tv.translations, locale);
    // The app appends the brand to the <title>; the guide's own title already names it.
    const metaTitle = tr.title.replace(/\s*ZoriaNet\s*/g, ' ').trim();
    return { kind: 'tv', title: tr.title, summary: tr.summary, sections: tr.sections, others: others(0), meta: { title: metaTitle, description: tr.summary } };
  }
  const category = categories.find((c) => c.url_key === key);
  if (!category) throw new NotFoundError(`No FAQ category ${key}`);
  const all = await q.questions.read(content);
  const name = pick(locale, category.name_ukr, category.name_ru);
  const description = pick(locale, category.description_ukr, category.description_ru);
  return {
    kind: 'category',
    name,
    description,
    questions: all
      .filter((f) => f.category === category.id)
      .sort((a, b) => a.position - b.position)
      .map((f) => ({ id: f.id, url_key: f.url_key, question: pick(locale, f.question_ukr, f.question_ru), answer: pick(locale, f.answer_ukr, f.answer_ru) })),
    others: others(category.id),
    meta: { title: pick(locale, category.meta_title_ukr, category.meta_title_ru) || name, description },
  };
}
