import type { Category } from '../../domain/content/site';
import type { Producer, Product } from '../../domain/content/products';
import { translation } from '../../domain/content/translate';
import { shopLists } from '../../domain/market/list-params';
import { type Facets, type MarketPage, type MarketQuery, facets, listParams, marketLimits, matchProducts, pageOf, parseMarketQuery } from '../../domain/market/query';
import { type MarketRefs, type ProductCard, productCard } from '../../domain/market/view';
import { pick } from '../../domain/locale';
import type { ContentSource } from '../../domain/content/source';
import { type LoaderContext, NotFoundError, type PageMeta } from '../../routing/page-types';
import { pathTo } from '../../routing/paths';
import { shopQueries as q } from './queries';

export interface ShopRefs extends MarketRefs {
  categories: Category[];
  producers: Pick<Producer, 'id' | 'url' | 'name'>[];
}

export interface CatalogueData {
  refs: ShopRefs;
  /** The category of /equipment/category/{link}; null on /equipment. */
  category: Category | null;
  query: MarketQuery;
  page: MarketPage<ProductCard>;
  facets: Facets;
  /** The four categories with their counts and the picture of their most popular product. */
  categoryCards: (Category & { count: number; image: string | null })[];
  meta?: PageMeta;
}

export interface ProductData {
  product: Product;
  refs: ShopRefs;
  /** The other modifications of the model, as cards. */
  modifications: ProductCard[];
  meta: PageMeta;
}

export async function loadShop(content: ContentSource): Promise<{ products: Product[]; refs: ShopRefs }> {
  const [products, producers, categories] = await Promise.all([q.products.read(content), q.producers.read(content), q.categories.read(content)]);
  return { products, refs: { producers: producers.map(({ id, url, name }) => ({ id, url, name })), categories } };
}

/**
 * The list query of a page's address. A page is never refused for its query: a parameter the
 * product API would refuse is dropped (a link mangled in a chat still opens the catalogue), and
 * a plain form's repeated checkboxes (producer=1&producer=2) are read as one list.
 */
export function pageQuery(search: URLSearchParams): MarketQuery {
  const merged = new Map<string, string>();
  for (const [key, value] of search) {
    if (!(listParams as readonly string[]).includes(key) || value === '') continue;
    const before = merged.get(key);
    merged.set(key, before === undefined ? value : listKeys.has(key) ? `${before},${value}` : before);
  }
  let pairs = [...merged];
  for (;;) {
    const parsed = parseMarketQuery(pairs);
    if (parsed.ok) return parsed.query;
    const bad = parsed.problem === 'prices' ? ['price_gt', 'price_lt'] : [parsed.param];
    const kept = pairs.filter(([key]) => !bad.includes(key));
    if (kept.length === pairs.length) return { ordering: '-popularity', page: 1, size: marketLimits.defaultSize };
    pairs = kept;
  }
}

const listKeys: ReadonlySet<string> = new Set(shopLists);

/** /equipment and /equipment/category/{link}: a page of the filtered list, with its filters' counts. */
export async function loadCatalogue({ content, params, search, locale }: LoaderContext): Promise<CatalogueData> {
  const { products, refs } = await loadShop(content);
  const category = params.link === undefined ? null : (refs.categories.find((c) => c.url === params.link) ?? null);
  if (params.link !== undefined && !category) throw new NotFoundError(`No shop category ${params.link}`);
  const query = pageQuery(search);
  if (category) query.type = category.id;
  const page = pageOf(matchProducts(products, query), query);
  return {
    refs,
    category,
    query,
    page: { ...page, results: page.results.map((p) => productCard(p, refs, locale)) },
    facets: facets(products, query),
    categoryCards: refs.categories.map((c) => {
      const own = matchProducts(products, { type: c.id });
      return { ...c, count: own.length, image: own[0]?.images[0]?.image ?? null };
    }),
    ...(category && { meta: { title: pick(locale, category.name_ukr, category.name_ru) } }),
  };
}

/** /equipment/{link}, and /equipment/{category}/{id} as promotions link a product. */
export async function loadProduct({ content, params, locale }: LoaderContext): Promise<ProductData> {
  const { products, refs } = await loadShop(content);
  const product =
    params.link !== undefined
      ? products.find((p) => p.url === params.link)
      : products.find((p) => String(p.id) === params.id && refs.categories.find((c) => c.id === p.category)?.url === params.category);
  if (!product) throw new NotFoundError(`No product ${params.link ?? `${params.category ?? ''}/${params.id ?? ''}`}`);
  const modifications = product.modifications.flatMap((id) => {
    const other = products.find((p) => p.id === id);
    return other ? [productCard(other, refs, locale)] : [];
  });
  const canonical = pathTo('equipment-product', { link: product.url });
  return { product, refs, modifications, meta: { title: product.name, description: translation(product.translations, locale).summary, canonical } };
}
