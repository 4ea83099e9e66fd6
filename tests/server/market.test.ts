import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '../../src/domain/market/view';
import { type RunningServer, root, startServer } from '../support/server';

interface Shipped {
  id: number;
  status: string;
  url: string;
  name: string;
  category: number;
  type: number;
  producer: number;
  price: number;
  oldPrice: number | null;
  discount: number | null;
  availability: string;
  colour: string[];
  popularity: number;
  order: number;
  translations: { languages_code: string; summary: string }[];
  main_characteristics: { key: string; value_ukr: string; value_ru: string }[];
}
const shipped = <T>(name: string) => JSON.parse(readFileSync(join(root, 'content', `${name}.json`), 'utf8')) as T[];
const products = shipped<Shipped>('products').filter((p) => p.status === 'published');
const producers = shipped<{ id: number; name: string; status: string }>('producer').filter((p) => p.status === 'published');

type Page = { count: number; page: number; size: number; pages: number; results: ProductCard[] };
type Refusal = { errors: { message: string; field?: string }[] };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

async function get<T>(path: string, lang?: string) {
  const res = await fetch(`${server.url}/api/v1/market/${path}`, { headers: lang ? { 'accept-language': lang } : {} });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}
async function page(query: string, lang?: string): Promise<Page> {
  const { status, body } = await get<Page>(`products${query ? `?${query}` : ''}`, lang);
  expect(status).toBe(200);
  return body;
}
/** Every product of a filtered list, page after page. */
async function all(query: string): Promise<ProductCard[]> {
  return (await page(`${query}${query ? '&' : ''}size=48`)).results;
}
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const sortedIds = (list: { id: number }[]) => ids(list).sort((a, b) => a - b);

describe('GET /api/v1/market/products', () => {
  it('pages through every published product, the most popular first', async () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    const first = await page('');
    expect(first).toMatchObject({ count: products.length, page: 1, size: 12, pages: Math.ceil(products.length / 12) });
    expect(first.results).toHaveLength(12);
    const popularity = first.results.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(popularity).toEqual(products.map((p) => p.popularity).sort((a, b) => b - a).slice(0, 12));
    const pages = await Promise.all([1, 2, 3, 4].map((n) => page(`page=${n}`)));
    const walked = pages.flatMap((p) => p.results);
    expect(sortedIds(walked)).toEqual(sortedIds(products));
    expect(new Set(ids(walked)).size).toBe(products.length);
    expect((await page('page=999')).results).toEqual([]);
  });

  it('sorts by price up, price down and in stock first', async () => {
    const up = (await all('ordering=price')).map((p) => p.price);
    expect(up).toEqual([...products.map((p) => p.price)].sort((a, b) => a - b));
    const down = (await all('ordering=-price')).map((p) => p.price);
    expect(down).toEqual([...up].reverse());
    const stock = (await all('ordering=availability')).map((p) => p.availability);
    const firstOther = stock.findIndex((a) => a !== 'instock');
    expect(firstOther).toBe(products.filter((p) => p.availability === 'instock').length);
    expect(stock.slice(firstOther)).not.toContain('instock');
  });

  it('filters by category, producer, colour, availability and price, each as the data says', async () => {
    for (const type of [1, 2, 3, 4]) {
      expect(sortedIds(await all(`type=${type}`))).toEqual(sortedIds(products.filter((p) => p.category === type)));
    }
    const makers = [...new Set(products.map((p) => p.producer))].slice(0, 2);
    expect(sortedIds(await all(`producer=${makers.join(',')}`))).toEqual(sortedIds(products.filter((p) => makers.includes(p.producer))));
    expect(sortedIds(await all('colour=white'))).toEqual(sortedIds(products.filter((p) => p.colour.includes('white'))));
    expect(sortedIds(await all('availability=absend,temporary_absend'))).toEqual(
      sortedIds(products.filter((p) => ['absend', 'temporary_absend'].includes(p.availability))),
    );
    const between = await all('price_gt=1000&price_lt=3000');
    expect(sortedIds(between)).toEqual(sortedIds(products.filter((p) => p.price >= 1000 && p.price <= 3000)));
    const combined = await all(`type=1&producer=${makers[0]}&availability=instock&price_lt=5000&ordering=price`);
    expect(ids(combined)).toEqual(
      products
        .filter((p) => p.category === 1 && p.producer === makers[0] && p.availability === 'instock' && p.price <= 5000)
        .sort((a, b) => a.price - b.price || a.order - b.order || a.id - b.id)
        .map((p) => p.id),
    );
    expect(await page('type=1&price_gt=99999')).toMatchObject({ count: 0, pages: 1, results: [] });
  });

  it('answers in the request language', async () => {
    const [product] = products;
    const uk = (await all('')).find((p) => p.id === product!.id)!;
    const ru = (await page('size=48', 'ru-RU,ru;q=0.9')).results.find((p) => p.id === product!.id)!;
    expect(uk.summary).toBe(product!.translations.find((t) => t.languages_code === 'uk')!.summary);
    expect(ru.summary).toBe(product!.translations.find((t) => t.languages_code === 'ru')!.summary);
    expect(uk.producer.name).toBe(producers.find((m) => m.id === product!.producer)!.name);
  });

  it.each([
    ['ordering=cheap', 'ordering', 'ordering: -popularity'],
    ['type=9', 'type', 'поза межами'],
    ['type=abc', 'type', 'цілим'],
    ['price_gt=-1', 'price_gt', 'цілим'],
    ['price_gt=500&price_lt=100', 'price_gt', 'не може бути більшим'],
    ['price_lt=100001', 'price_lt', 'поза межами'],
    ['size=0', 'size', 'поза межами (1-48)'],
    ['size=49', 'size', 'поза межами (1-48)'],
    ['page=1001', 'page', 'поза межами'],
    ['producer=1,x', 'producer', 'цілим'],
    [`producer=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, 'producer', 'не більше 20'],
    ['colour=pink', 'colour', 'colour: black'],
    ['availability=soon', 'availability', 'availability: instock'],
    ['page=1&page=2', 'page', 'лише один раз'],
    ['search=router', 'search', 'Невідомий параметр'],
    ['__proto__=1', '__proto__', 'заборонений'],
    ['type=1%00', 'type', 'керівні символи'],
    [Array.from({ length: 13 }, (_, i) => `x${i}=1`).join('&'), 'query', 'Не більше 12 параметрів'],
  ])('refuses %s with 400 and a reason', async (query, field, words) => {
    const { status, headers, body } = await get<Refusal>(`products?${query}`);
    expect(status).toBe(400);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.errors[0]!.field).toBe(field);
    expect(body.errors[0]!.message).toContain(words);
  });

  it('gives the reason in Russian to a Russian reader', async () => {
    const { status, body } = await get<Refusal>('products?size=100', 'ru');
    expect(status).toBe(400);
    expect(body.errors[0]!.message).toBe('Параметр size вне допустимых пределов (1-48)');
  });
});

describe('GET /api/v1/market/price_range and filters/{type}', () => {
  it('gives the cheapest and dearest price the other filters keep, and the default with none', async () => {
    const prices = products.map((p) => p.price);
    expect((await get('price_range')).body).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    const tvBoxes = products.filter((p) => p.category === 2).map((p) => p.price);
    expect((await get('price_range?type=2&price_gt=1')).body).toEqual({ min: Math.min(...tvBoxes), max: Math.max(...tvBoxes) });
    expect((await get('price_range?colour=white&availability=instock&type=2&producer=999999')).body).toEqual({ min: 10, max: 10000 });
    expect((await get<Refusal>('price_range?ordering=price')).status).toBe(400);
  });

  it('counts what each filter value would show in a category', async () => {
    const { status, body } = await get<{ producer: { id: number; name: string; count: number }[]; availability: { key: string; count: number }[] }>(
      'filters/1?availability=instock',
    );
    expect(status).toBe(200);
    const routers = products.filter((p) => p.category === 1);
    for (const maker of body.producer) {
      expect(maker.count).toBe(routers.filter((p) => p.producer === maker.id && p.availability === 'instock').length);
      expect(maker.name).toBe(producers.find((m) => m.id === maker.id)!.name);
    }
    expect(body.producer.map((m) => m.id).sort((a, b) => a - b)).toEqual([...new Set(routers.map((p) => p.producer))].sort((a, b) => a - b));
    // The availability counts ignore the availability already chosen: ticking another adds that many.
    for (const a of body.availability) expect(a.count).toBe(routers.filter((p) => p.availability === a.key).length);
    const every = await get<{ producer: unknown[] }>('filters/0');
    expect(every.body.producer).toHaveLength(new Set(products.map((p) => p.producer)).size);
  });

  it('refuses an unknown category (404) and a bad one (400)', async () => {
    expect((await get<Refusal>('filters/7')).status).toBe(404);
    expect((await get<Refusal>('filters/x1')).status).toBe(400);
    expect((await get<Refusal>('filters/1?type=2')).status).toBe(400);
  });
});

describe('GET /api/v1/market/products/{id}', () => {
  it('answers one product whole in the request language', async () => {
    const product = products.find((p) => p.id === 41)!;
    const { status, body } = await get<ProductDetail>('products/41', 'ru');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 41, url: product.url, price: 1050, oldPrice: 1500, discount: 30, category: 'other' });
    expect(body.main_characteristics[0]!.value).toBe(product.main_characteristics[0]!.value_ru);
    expect(body.images[0]!.url).toMatch(/^\/content\/assets\/product-.+\.svg$/);
    const image = await fetch(`${server.url}${body.images[0]!.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses an unknown product with 404 and a bad id with 400', async () => {
    expect((await get<Refusal>('products/99999')).status).toBe(404);
    expect((await get<Refusal>('products/99999', 'ru')).body.errors[0]!.message).toBe('Такого товара нет');
    expect((await get<Refusal>('products/1e3')).status).toBe(400);
    expect((await get<Refusal>('products/1?fields=*')).status).toBe(400);
  });
});

describe('products, categories and makers in the content dialect', () => {
  const items = async <T>(path: string) => {
    const res = await fetch(`${server.url}/content/items/${path}`);
    return { status: res.status, body: (await res.json()) as { data: T[] } };
  };

  it('lists products, filtered and sorted as the content API does, and every category', async () => {
    const routers = await items<{ id: number; price: number }>('products?filter[category][_eq]=1&sort=price&fields=id,price&limit=-1');
    expect(routers.status).toBe(200);
    expect(routers.body.data.map((p) => p.id)).toEqual(
      products
        .filter((p) => p.category === 1)
        .sort((a, b) => a.price - b.price)
        .map((p) => p.id),
    );
    const categories = await items<{ url: string }>('categories?sort=order');
    expect(categories.body.data.map((c) => c.url)).toEqual(['routers', 'tv-boxes', 'mesh-systems', 'other']);
  });

  it("gives each maker's products by id (producer: fields id, products)", async () => {
    const { status, body } = await items<{ id: number; products: number[] }>('producer?fields=id,products');
    expect(status).toBe(200);
    for (const maker of body.data) {
      expect([...maker.products].sort((a, b) => a - b)).toEqual(products.filter((p) => p.producer === maker.id).map((p) => p.id).sort((a, b) => a - b));
    }
    expect(body.data.flatMap((m) => m.products)).toHaveLength(products.length);
  });

  it('refuses a bad query of them with 400, as any collection', async () => {
    expect((await items('products?limit=100000')).status).toBe(400);
    expect((await items('products?filter[nope][_eq]=1')).status).toBe(400);
    expect((await items('products?sort=nope')).status).toBe(400);
    expect((await items('products?fields=__proto__')).status).toBe(400);
  });
});
