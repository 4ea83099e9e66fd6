/**
 * The facts the pages state agree with the content they are about and with each other: counts,
 * prices, speeds and promotion figures, read from the real server's pages in both languages and
 * checked against content/*.json (the specification's figures where the data has none).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/format';
import { shopTerms } from '../../src/domain/market/terms';
import { type RunningServer, startServer } from '../support/server';

type Lang = 'uk' | 'ru';
type Tr = { languages_code: string } & Record<string, unknown>;
const read = <T>(name: string) => (JSON.parse(readFileSync(`content/${name}.json`, 'utf8')) as (T & { status: string })[]).filter((x) => x.status === 'published');
const tr = <T extends Tr>(translations: T[], lang: Lang) => translations.find((x) => x.languages_code === lang)!;

const tvTariffs = read<{ id: number; tv_provider: number; kind: string; code: string; price: number; count_channels: number; translations: (Tr & { name: string; description: string; features: string[] })[] }>('tv_tariffs');
const channels = read<{ id: number; hd: boolean; tariffs: number[] }>('tv_channels');
const [tvTerms] = read<{ football_per_day: number; app_free_channels: number; translations: Tr[] }>('tv_terms');
const services = read<{ id: number; key?: string; price: number; translations: (Tr & { name: string })[] }>('services');
const localities = read<{ code: string; max_speed: number }>('localities');
type IncludedTv = { name_ukr: string; name_ru: string; channels: number } | null;
const internet = read<{ id: number; type_tp: string; cost: number; speed: number; localities: string[]; included_tv_tariff: IncludedTv; included_megogo_tariff: IncludedTv; translations: (Tr & { name: string })[] }>('internet_tariffs');
const [tariffTerms] = read<{ new_subscriber_offer_types: string[]; translations: (Tr & { billing: string[]; new_subscriber_offer: string })[] }>('tariff_terms');
type Offer = { kind: 'percent'; percent: number; periods: number; types: string[] } | { kind: 'free-months'; pay: number; get: number; types: string[] };
const sales = read<{ url_name: string; is_active: boolean; is_draft: boolean; is_hidden: boolean; tariff_offer?: Offer; translations: (Tr & { title: string; description: string })[] }>('sales');

const own = 3;
const listed = (tariffId: number) => channels.filter((c) => c.tariffs.includes(tariffId));
const ownPackages = tvTariffs.filter((t) => t.tv_provider === own && t.kind === 'package');
const top = ownPackages.reduce((a, b) => (listed(b.id).length > listed(a.id).length ? b : a));
const ownListed = channels.filter((c) => c.tariffs.some((id) => tvTariffs.some((t) => t.id === id && t.tv_provider === own)));
/** Localities around the city: the spec's ten codes are the city and nine others. */
const around = localities.filter((l) => l.code !== 'zaporizhzhia').length;
const maxSpeed = Math.max(...internet.map((t) => t.speed));

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#x27': "'", '#39': "'" };
/** A page's visible words (no head, scripts or tags), with every kind of space as one space. */
const plain = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const prefix = (lang: Lang) => (lang === 'ru' ? '/ru' : '');
async function page(lang: Lang, path: string) {
  const url = prefix(lang) + (path === '/' && lang === 'ru' ? '' : path);
  const res = await fetch(server.url + (url || '/'));
  expect(res.status, url).toBe(200);
  const html = await res.text();
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return { html, text: plain(html), description: plain(description) };
}
const all = (re: RegExp, s: string) => [...s.matchAll(re)].map((m) => m[1]!);
const number = (s: string) => Number(s.replace(/\s/g, '').replace(',', '.'));
const money = (uah: number, lang: Lang) => spaced(formatMoney(uah, lang));

const langs: Lang[] = ['uk', 'ru'];
const w = {
  uk: { perDay: /(\d[\d ]*(?:,\d+)?) грн на день/g, block: /Добровільне блокування[^.;]*/g, free: 'не нараховується', around: /Запоріжж\S* (?:і|та|й) (\S+) населен/g, gbit: /до (\d+) Гбіт\/с/g, uah30: 'грн за 30 днів' },
  ru: { perDay: /(\d[\d ]*(?:,\d+)?) грн в день/g, block: /Добровольная блокировка[^.;]*/g, free: 'не начисляется', around: /Запорож\S* и (\S+) населён/g, gbit: /до (\d+) Гбит\/с/g, uah30: 'грн за 30 дней' },
};

describe('voluntary blocking is free (commercial.md section 4: no fee accrued)', () => {
  it('the shared tariff terms state no fee for it', () => {
    for (const lang of langs) {
      const lines = tr(tariffTerms!.translations, lang).billing.filter((l) => /блокуван|блокировк/i.test(l));
      expect(lines.length, lang).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).not.toMatch(/грн/);
        expect(line).toContain(w[lang].free);
      }
    }
  });

  for (const lang of langs)
    for (const path of ['/tariffs', '/tariffs/privat/kushugum', '/tariffs/appartament/zaporizhzhia'])
      it(`${lang} ${path} says so`, async () => {
        const { text } = await page(lang, path);
        const said = all(new RegExp(`(${w[lang].block.source})`, 'g'), text);
        expect(said.length).toBeGreaterThan(0);
        for (const s of said) {
          expect(s).not.toMatch(/грн/);
          expect(s).toContain(w[lang].free);
        }
      });
});

describe('money keeps its kopecks', () => {
  for (const lang of langs) {
    it(`${lang} /tv states the football channels' price per day as the data has it, every time`, async () => {
      const { text } = await page(lang, '/tv');
      const said = all(w[lang].perDay, text);
      expect(said.length).toBeGreaterThanOrEqual(2);
      for (const s of said) expect(s.trim()).toBe(money(tvTerms!.football_per_day, lang));
      // The dialog's text (in the data) says the same price.
      expect(String(tr(tvTerms!.translations, lang).football_text)).toContain(`${money(tvTerms!.football_per_day, lang)} грн`);
    });
  }

  it('/additional sells the football channels at the same price a day as /tv states', async () => {
    const football = services.find((s) => /футбол/i.test(tr(s.translations, 'uk').name));
    expect(football?.price).toBe(tvTerms!.football_per_day);
    const addon = tvTariffs.find((t) => t.tv_provider === own && t.code === 'football')!;
    expect(tvTerms!.football_per_day).toBe(Math.round((addon.price / 30) * 100) / 100);
    const { text } = await page('uk', '/additional');
    expect(text).toContain(`${money(tvTerms!.football_per_day, 'uk')} грн`);
  });

  for (const lang of langs)
    it(`${lang} /tariffs shows every tariff's price as the data has it`, async () => {
      const { html } = await page(lang, '/tariffs');
      const cards = html.split('<li').slice(1).map(plain);
      for (const t of internet.filter((x) => x.type_tp !== 'business')) {
        const name = tr(t.translations, lang).name;
        const card = cards.find((c) => c.includes(` ${name} `) && c.includes(w[lang].uah30));
        expect(card, name).toBeDefined();
        expect(card).toContain(`${money(t.cost, lang)} ${w[lang].uah30}`);
      }
    });
});

describe('the service area: Zaporizhzhia and the localities around it', () => {
  it('the data has the ten localities of the specification', () => {
    expect(localities.length).toBe(10);
    expect(around).toBe(9);
  });

  for (const lang of langs)
    for (const path of ['/', '/vacancies'])
      it(`${lang} ${path} counts the localities around the city as the data does`, async () => {
        const { text, description } = await page(lang, path);
        const said = [...all(w[lang].around, text), ...all(w[lang].around, description)];
        if (path === '/') expect(said.length).toBeGreaterThanOrEqual(2);
        else expect(said.length).toBeGreaterThanOrEqual(1);
        for (const s of said) expect(s).toBe(String(around));
      });
});

describe('speeds in headings and descriptions match the tariffs', () => {
  for (const lang of langs)
    it(`${lang} the home page's heading and description say the fastest tariff's speed`, async () => {
      const { html, description } = await page(lang, '/');
      const h1 = plain(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
      for (const said of [h1, description]) {
        const gbits = all(w[lang].gbit, said);
        expect(gbits, said).toEqual([String(maxSpeed / 1000)]);
      }
    });

  it("every slide's 'up to' speed is the fastest tariff's", () => {
    const slides = read<{ translations: (Tr & { title: string; text: string })[] }>('slider');
    for (const lang of langs)
      for (const slide of slides) {
        const { title, text } = tr(slide.translations, lang);
        for (const said of all(w[lang].gbit, `${title} ${text}`)) expect(said, title).toBe(String(maxSpeed / 1000));
      }
  });

  it("each locality's top speed is its fastest tariff's", () => {
    for (const l of localities) {
      const offered = internet.filter((t) => t.localities.includes(l.code));
      expect(offered.length, l.code).toBeGreaterThan(0);
      expect(l.max_speed, l.code).toBe(Math.max(...offered.map((t) => t.speed)));
    }
  });
});

/** /tv's paragraph on the app's own free catalogue (tv_terms.app_free_channels). */
const appFreeFact = /<p[^>]*data-fact="app-free-channels"[\s\S]*?<\/p>/;

describe('channel counts come from the channel list', () => {
  it("every TV tariff's channel count is the channels the list gives it", () => {
    for (const t of tvTariffs) expect([t.code, t.count_channels]).toEqual([t.code, listed(t.id).length]);
  });

  it("a tariff's texts never claim more channels than it has", () => {
    for (const t of tvTariffs)
      for (const lang of langs) {
        const x = tr(t.translations, lang);
        const words = [x.description, ...x.features].join(' ');
        for (const n of all(/(?:Понад|Более) (\d+) канал/g, words)) expect([t.code, lang, Number(n) < t.count_channels]).toEqual([t.code, lang, true]);
      }
  });

  it("an internet tariff's included TV plan has the channels of that plan", () => {
    for (const t of internet)
      for (const [provider, plan] of [
        [1, t.included_tv_tariff],
        [2, t.included_megogo_tariff],
      ] as const) {
        if (!plan) continue;
        const tv = tvTariffs.find((x) => x.tv_provider === provider && tr(x.translations, 'uk').name === plan.name_ukr);
        expect(tv, `${t.id} ${plan.name_ukr}`).toBeDefined();
        expect(plan.channels).toBe(listed(tv!.id).length);
      }
  });

  for (const lang of langs)
    it(`${lang} /tv states the top tariff's channels and HD channels, and no count above the list`, async () => {
      const { html } = await page(lang, '/tv');
      // The app's free catalogue is its own figure (checked below), not a count of the list.
      const text = plain(html.replace(appFreeFact, ''));
      const hd = listed(top.id).filter((c) => c.hd).length;
      const re = lang === 'uk' ? { hd: /(\d+) (?:з них )?(?:каналів )?у HD/g, any: /(\d{1,3}(?: \d{3})*)\+? (?:\S+ )?канал/g } : { hd: /(\d+) (?:из них )?(?:каналов )?в HD/g, any: /(\d{1,3}(?: \d{3})*)\+? (?:\S+ )?канал/g };
      const hdSaid = all(re.hd, text);
      expect(hdSaid.length).toBeGreaterThan(0);
      for (const s of hdSaid) expect(Number(s)).toBe(hd);
      for (const s of all(re.any, text)) expect(number(s)).toBeLessThanOrEqual(ownListed.length);
      // Each tariff card's count is its channels in the list.
      for (const t of tvTariffs.filter((x) => x.tv_provider === own && x.count_channels > 0)) {
        const card = plain(new RegExp(`data-tv-tariff="${t.code}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? '');
        expect(card, t.code).toMatch(new RegExp(`\\b${listed(t.id).length} канал`));
      }
      // The figure of the top tariff.
      expect(text).toMatch(new RegExp(`\\b${listed(top.id).length} (?:\\S+ )?канал`));
    });
});

describe("the app's free channels", () => {
  for (const lang of langs)
    it(`${lang} /tv states the app's free catalogue as tv_terms has it, apart from the channel list`, async () => {
      const { html } = await page(lang, '/tv');
      const fact = plain(appFreeFact.exec(html)?.[0] ?? '');
      expect(fact).toMatch(new RegExp(`^ ?${tvTerms!.app_free_channels}\\+ ${lang === 'uk' ? 'безкоштовних каналів' : 'бесплатных каналов'}`));
      // More free channels than the list holds: the page must say they are another catalogue.
      expect(tvTerms!.app_free_channels).toBeGreaterThan(ownListed.length);
      expect(fact).toContain(lang === 'uk' ? 'окремий каталог' : 'отдельный каталог');
    });
});

describe('which TV comes with which internet tariff', () => {
  for (const lang of langs)
    it(`${lang} /tv names the internet tariffs that include each partner's TV, and sells ZoriaNet TV on its own`, async () => {
      const { html } = await page(lang, '/tv');
      const section = /<section[^>]*aria-labelledby="tv-products"[\s\S]*?<\/section>/.exec(html)?.[0];
      expect(section).toBeDefined();
      for (const [provider, field] of [
        ['sweet-tv', 'included_tv_tariff'],
        ['megogo', 'included_megogo_tariff'],
      ] as const) {
        const row = plain(new RegExp(`data-tv-product="${provider}"[\\s\\S]*?</li>`).exec(section!)?.[0] ?? '');
        const names = internet.filter((t) => t[field]).map((t) => tr(t.translations, lang).name);
        expect(names.length).toBeGreaterThan(0);
        for (const n of names) expect(row, provider).toContain(n);
        for (const t of internet.filter((x) => !x[field])) expect(row, provider).not.toContain(`«${tr(t.translations, lang).name}»`);
      }
      const ownRow = plain(/data-tv-product="own"[\s\S]*?<\/li>/.exec(section!)?.[0] ?? '');
      const cheapest = Math.min(...ownPackages.map((t) => t.price));
      expect(ownRow).toContain(`${money(cheapest, lang)} ${w[lang].uah30}`);
      // ZoriaNet TV is in no internet tariff: the spec's TV plans are sweet.tv and MEGOGO.
      const ownNames = ownPackages.map((x) => tr(x.translations, 'uk').name);
      for (const t of internet) for (const p of [t.included_tv_tariff, t.included_megogo_tariff]) if (p) expect(ownNames).not.toContain(p.name_ukr);
    });
});

describe('promotions that change what a tariff costs are on its card', () => {
  const offers = sales.filter((s) => s.is_active && !s.is_draft && !s.is_hidden && s.tariff_offer);

  it('the active promotions that change tariff prices carry their figures, and their titles agree', () => {
    const byName = Object.fromEntries(offers.map((s) => [s.url_name, s.tariff_offer!]));
    expect(byName['discount-30-for-12-months']).toMatchObject({ kind: 'percent', percent: 30, periods: 12 });
    expect(byName['thirteen-months']).toMatchObject({ kind: 'free-months', pay: 12, get: 13 });
    for (const s of offers) {
      const o = s.tariff_offer!;
      for (const lang of langs) {
        const title = tr(s.translations, lang).title;
        if (o.kind === 'percent') expect(title).toContain(`${o.percent} %`);
        else expect(title).toMatch(new RegExp(`${o.get}\\D+${o.pay}`));
      }
    }
  });

  it("the UPS promotion's prices agree with its percentage", () => {
    const ups = sales.find((s) => s.url_name === 'ups-discount-30')!;
    for (const lang of langs) {
      const d = tr(ups.translations, lang);
      const percent = Number(/(\d+) %/.exec(d.title)![1]);
      const [now, before] = all(/(\d+) грн/g, d.description).map(Number);
      expect(Math.round(before! * (1 - percent / 100))).toBe(now);
    }
  });

  for (const lang of langs)
    for (const path of ['/tariffs', '/tariffs/privat/kushugum', '/'])
      it(`${lang} ${path}: each card shows the promotion's price next to its own, linking to the promotion`, async () => {
        const { html } = await page(lang, path);
        expect(offers.length).toBeGreaterThan(0);
        const cards = html.split(/<li class="[^"]*"(?=[^>]*>\s*(?:<span[^>]*>[^<]*<\/span>\s*)?<h3)/).slice(1);
        expect(cards.length).toBeGreaterThan(0);
        let checked = 0;
        for (const t of internet.filter((x) => x.type_tp !== 'business')) {
          const name = tr(t.translations, lang).name;
          const card = cards.find((c) => plain(c).includes(` ${name} `) && plain(c).includes(w[lang].uah30));
          if (!card) continue;
          checked++;
          const text = plain(card);
          for (const s of offers) {
            const o = s.tariff_offer!;
            const href = `${prefix(lang)}/sales/${s.url_name}`;
            if (!o.types.includes(t.type_tp)) {
              expect(card, `${name} ${s.url_name}`).not.toContain(`href="${href}"`);
              continue;
            }
            expect(card, `${name} ${s.url_name}`).toContain(`href="${href}"`);
            if (o.kind === 'percent') expect(text).toContain(`${money(Math.round(t.cost * (100 - o.percent)) / 100, lang)} грн`);
            else expect(text).toContain(`${money(t.cost * o.pay, lang)} грн`);
          }
        }
        expect(checked).toBeGreaterThan(0);
      });
});

describe("the new subscriber's first month free (commercial.md section 9) is on the cards it applies to", () => {
  const month = { uk: /Перший місяць[^.;]*безкоштовно/, ru: /Первый месяц[^.;]*бесплатно/ };

  it('the terms give it to the home-internet types, and their billing rules say the same', () => {
    expect([...tariffTerms!.new_subscriber_offer_types].sort()).toEqual(['appartament', 'privat']);
    for (const lang of langs) {
      const t = tr(tariffTerms!.translations, lang);
      expect(t.new_subscriber_offer).toMatch(month[lang]);
      expect(t.billing.some((b) => month[lang].test(b))).toBe(true);
    }
  });

  for (const lang of langs)
    for (const path of ['/tariffs', '/tariffs/privat/kushugum', '/', '/privat/kushugum', '/internet10g'])
      it(`${lang} ${path}: the cards of those types say it next to the price, linking to the connection terms`, async () => {
        const { html } = await page(lang, path);
        const t = tr(tariffTerms!.translations, lang);
        const href = `${prefix(lang)}/tariffs#tariff-billing`;
        // Each card up to its "connect" link, by its heading: the last one is not followed by the rest of the page.
        const cards = html
          .split(/<li class="[^"]*"(?=[^>]*>\s*(?:<span[^>]*>[^<]*<\/span>\s*)?<h3)/)
          .slice(1)
          .map((c) => c.slice(0, c.indexOf('data-tariff-id=')));
        let checked = 0;
        for (const tariff of internet.filter((x) => x.type_tp !== 'business')) {
          const name = tr(tariff.translations, lang).name;
          const card = cards.find((c) => /<h3[^>]*>([^<]*)<\/h3>/.exec(c)?.[1]?.trim() === name);
          if (!card) continue;
          checked++;
          // Right after the price, before the promotions and the TV plans.
          const afterPrice = plain(card).split(w[lang].uah30)[1] ?? '';
          if (tariffTerms!.new_subscriber_offer_types.includes(tariff.type_tp)) {
            expect(afterPrice.trimStart().startsWith(t.new_subscriber_offer), `${name}`).toBe(true);
            expect(card, name).toContain(`href="${href}"`);
          } else {
            expect(plain(card), name).not.toContain(t.new_subscriber_offer);
            expect(card, name).not.toContain(`href="${href}"`);
          }
        }
        expect(checked).toBeGreaterThan(0);
      });

  for (const lang of langs)
    it(`${lang}: the link's target states it among the billing rules`, async () => {
      const { html } = await page(lang, '/tariffs');
      const block = /<h2[^>]*id="tariff-billing"[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(plain(block)).toMatch(month[lang]);
    });
});

describe('the shop states what its products and terms say', () => {
  type Product = { id: number; url: string; name: string; category: number; price: number; oldPrice: number | null; discount: number | null };
  const products = read<Product>('products');
  const faq = read<{ url_key: string; answer_ukr: string; answer_ru: string }>('faq');
  const answer = (key: string, lang: Lang) => plain(faq.find((f) => f.url_key === key)![lang === 'uk' ? 'answer_ukr' : 'answer_ru']);

  it("the UPS promotion sells its product at the product's own price while it runs", () => {
    const ups = sales.find((s) => s.url_name === 'ups-discount-30')! as (typeof sales)[number] & { product: { category: string; id: number } };
    expect(ups.is_active).toBe(true);
    const product = products.find((p) => p.id === ups.product.id)!;
    expect(product).toBeDefined();
    for (const lang of langs) {
      const [now, before] = all(/(\d+) грн/g, tr(ups.translations, lang).description).map(Number);
      expect([now, before]).toEqual([product.price, product.oldPrice]);
      expect(tr(ups.translations, lang).title).toContain(`${product.discount} %`);
    }
  });

  for (const lang of langs) {
    it(`${lang}: the product page says the product's price, old price and discount, and the shop's terms`, async () => {
      const product = products.find((p) => p.id === 41)!;
      const { text } = await page(lang, `/equipment/${product.url}`);
      expect(text).toContain(`${money(product.price, lang)} грн`);
      expect(text).toContain(`${money(product.oldPrice!, lang)} грн`);
      expect(text).toContain(`−${product.discount} %`);
      expect(text).toContain(lang === 'uk' ? `від ${shopTerms.freeDeliveryFrom} грн` : `от ${shopTerms.freeDeliveryFrom} грн`);
      expect(text).toContain(lang === 'uk' ? `протягом ${shopTerms.returnDays} днів` : `в течение ${shopTerms.returnDays} дней`);
    });

    it(`${lang}: the FAQ's delivery and return answers give the same figures as the product pages`, () => {
      expect(answer('equipment-delivery', lang)).toContain(`${shopTerms.freeDeliveryFrom} грн`);
      expect(answer('equipment-return', lang)).toContain(`${shopTerms.returnDays} ${lang === 'uk' ? 'днів' : 'дней'}`);
    });

    it(`${lang}: each category's card counts its products`, async () => {
      const { text } = await page(lang, '/equipment');
      const categories = read<{ id: number; name_ukr: string; name_ru: string }>('categories');
      for (const c of categories) {
        const n = products.filter((p) => p.category === c.id).length;
        expect(text).toMatch(new RegExp(`${lang === 'uk' ? c.name_ukr : c.name_ru} ${n} товар`));
      }
    });
  }
});
