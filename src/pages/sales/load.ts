import type { Sale } from '../../domain/content/sales';
import { translation } from '../../domain/content/translate';
import { type LoaderContext, NotFoundError, type PageMeta } from '../../routing/page-types';
import { salesQueries as q } from './queries';

export type SalesTab = 'current' | 'archive';

export interface SalesListData {
  tab: SalesTab;
  /** The promotions of the chosen tab, in their order. */
  items: Sale[];
  counts: Record<SalesTab, number>;
}

export interface SaleData {
  sale: Sale;
  meta: PageMeta;
}

/** Current or (with ?tab=archive) archived promotions; drafts and hidden ones never appear. */
export async function loadSales({ content, search }: LoaderContext): Promise<SalesListData> {
  const all = await q.all.read(content);
  const current = all.filter((s) => s.is_active);
  const archive = all.filter((s) => !s.is_active);
  const tab: SalesTab = search.get('tab') === 'archive' ? 'archive' : 'current';
  return { tab, items: tab === 'archive' ? archive : current, counts: { current: current.length, archive: archive.length } };
}

/** One promotion by its url_name; unknown, draft or hidden ones are 404. */
export async function loadSale({ content, params, locale }: LoaderContext): Promise<SaleData> {
  const all = await q.all.read(content);
  const sale = all.find((s) => s.url_name === params.id);
  if (!sale) throw new NotFoundError(`No promotion ${params.id ?? ''}`);
  const tr = translation(sale.translations, locale);
  return { sale, meta: { title: tr.title, description: tr.page_description } };
}
