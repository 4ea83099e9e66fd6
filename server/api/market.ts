/**
 * The shop's product API, in the Accept-Language language:
 * - GET /api/v1/market/products: a page of product cards (ordering, type, producer, colour,
 *   availability, price_gt, price_lt, page, size);
 * - GET /api/v1/market/price_range: the slider's ends under the same filters;
 * - GET /api/v1/market/filters/{type}: what each filter of a category (0: every category) would show;
 * - GET /api/v1/market/products/{id}: one product whole.
 * Every bad parameter gets 400 with the reason; an unknown product or category 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ListParam, type MarketQuery, type MarketQueryProblem, facets, marketLimits, matchProducts, pageOf, parseMarketQuery, priceRange } from '../../src/domain/market/query';
import { productCard, productDetail } from '../../src/domain/market/view';
import { availabilities, colours } from '../../src/domain/content/products';
import type { Locale } from '../../src/domain/locale';
import type { CollectionItem } from '../../src/domain/content/collections';
import type { ContentStore } from '../content/content-store';
import { requestLocale } from '../request-locale';
import { type Said, commonProblems, pairsOf } from './query-problems';

const messages: Record<MarketQueryProblem | 'category' | 'product', Said> = {
  ...commonProblems,
  range: {
    uk: (p) => `Параметр ${p} поза межами (${rangeOf(p)})`,
    ru: (p) => `Параметр ${p} вне допустимых пределов (${rangeOf(p)})`,
  },
  ordering: {
    uk: () => 'ordering: -popularity (популярні), price (дешевші), -price (дорожчі) або availability (спершу в наявності)',
    ru: () => 'ordering: -popularity (популярные), price (дешевле), -price (дороже) или availability (сначала в наличии)',
  },
  list: {
    uk: (p) => (p === 'query' ? `Не більше ${marketLimits.pairs} параметрів` : `У ${p} не більше ${marketLimits.list} значень через кому`),
    ru: (p) => (p === 'query' ? `Не более ${marketLimits.pairs} параметров` : `В ${p} не более ${marketLimits.list} значений через запятую`),
  },
  value: {
    uk: (p) => `${p}: ${(p === 'colour' ? colours : availabilities).join(', ')}`,
    ru: (p) => `${p}: ${(p === 'colour' ? colours : availabilities).join(', ')}`,
  },
  prices: { uk: () => 'price_gt не може бути більшим за price_lt', ru: () => 'price_gt не может быть больше price_lt' },
  category: { uk: () => 'Такої категорії товарів немає', ru: () => 'Такой категории товаров нет' },
  product: { uk: () => 'Такого товару немає', ru: () => 'Такого товара нет' },
};

function rangeOf(param: string): string {
  if (param === 'size') return `1-${marketLimits.size}`;
  if (param === 'page') return `1-${marketLimits.page}`;
  if (param === 'type') return '1-4';
  return `0-${marketLimits.price}`;
}

const filterParams: readonly ListParam[] = ['type', 'producer', 'colour', 'availability', 'price_gt', 'price_lt'];

export function registerMarket(app: FastifyInstance, content: ContentStore): void {
  // Readers see published items only, as in the content API.
  const published = <C extends 'products' | 'producer' | 'categories'>(name: C) => content.get(name).published as readonly CollectionItem<C>[];
  const products = published('products');
  const refs = { producers: published('producer'), categories: published('categories') };
  const categoryIds = new Set(refs.categories.map((c) => c.id));

  const refuse = (reply: FastifyReply, locale: Locale, status: 400 | 404, problem: keyof typeof messages, param: string) => {
    reply.header('cache-control', 'no-store');
    return reply.code(status).send({ errors: [{ message: messages[problem][locale](param), field: param }] });
  };
  /** The query, or null once the refusal is sent. */
  const read = (request: FastifyRequest, reply: FastifyReply, allowed: readonly ListParam[]): { locale: Locale; query: MarketQuery } | null => {
    const locale = requestLocale(request);
    reply.header('vary', 'accept-language');
    const pairs = pairsOf(request.url);
    const parsed = pairs ? parseMarketQuery(pairs, allowed) : ({ ok: false, param: 'query', problem: 'unknown' } as const);
    if (!parsed.ok) {
      void refuse(reply, locale, 400, parsed.problem, parsed.param);
      return null;
    }
    // The same answer for everyone, changing only with a new release of the content.
    reply.header('cache-control', 'public, max-age=300');
    return { locale, query: parsed.query };
  };

  app.get('/api/v1/market/products', async (request, reply) => {
    const ok = read(request, reply, [...filterParams, 'ordering', 'page', 'size']);
    if (!ok) return reply;
    const page = pageOf(matchProducts(products, ok.query), ok.query);
    return { ...page, results: page.results.map((p) => productCard(p, refs, ok.locale)) };
  });

  app.get('/api/v1/market/price_range', async (request, reply) => {
    const ok = read(request, reply, filterParams);
    if (!ok) return reply;
    return priceRange(products, ok.query);
  });

  app.get<{ Params: { type: string } }>('/api/v1/market/filters/:type', async (request, reply) => {
    const ok = read(request, reply, filterParams.filter((p) => p !== 'type'));
    if (!ok) return reply;
    const raw = request.params.type;
    if (!/^\d{1,9}$/.test(raw)) return refuse(reply, ok.locale, 400, 'integer', 'type');
    const type = Number(raw);
    if (type !== 0 && !categoryIds.has(type)) return refuse(reply, ok.locale, 404, 'category', 'type');
    const found = facets(products, { ...ok.query, type: type === 0 ? undefined : type });
    return {
      ...found,
      producer: found.producer.map((f) => ({ ...f, name: refs.producers.find((m) => m.id === f.id)?.name ?? '' })),
    };
  });

  app.get<{ Params: { id: string } }>('/api/v1/market/products/:id', async (request, reply) => {
    const locale = requestLocale(request);
    reply.header('vary', 'accept-language');
    if (request.url.includes('?')) return refuse(reply, locale, 400, 'unknown', 'query');
    const raw = request.params.id;
    if (!/^\d{1,9}$/.test(raw)) return refuse(reply, locale, 400, 'integer', 'id');
    const product = products.find((p) => p.id === Number(raw));
    if (!product) return refuse(reply, locale, 404, 'product', 'id');
    reply.header('cache-control', 'public, max-age=300');
    return productDetail(product, refs, locale);
  });
}
