import { readFileSync } from 'node:fs';
import { ArkErrors } from 'arktype';
import { describe, expect, it } from 'vitest';
import { Service } from '../../src/domain/content/services';
import { ConstructorItem } from '../../src/domain/content/tariff-constructor';
import { InternetTariff } from '../../src/domain/content/tariffs';
import { type ConstructorChoice, type ConstructorRules, constructorRules, quoteChoice } from '../../src/domain/tariff-constructor';

const rules: ConstructorRules = {
  speeds: [
    { code: '100', speed_mbps: 100, price: 250 },
    { code: '1000', speed_mbps: 1000, price: 450 },
  ],
  sweetTv: [{ code: 'start', price: 69 }],
  megogo: [{ code: 'maximal', price: 249 }],
  services: [
    { code: 'ip', price: 60 },
    { code: 'ups', price: 40 },
  ],
  discounts: [
    { code: 'one', partners: 1, percent: 10 },
    { code: 'both', partners: 2, percent: 15 },
    { code: 'gigabit', partners: 2, min_speed_mbps: 1000, amount: 200 },
  ],
};
const choice = (c: Partial<ConstructorChoice>): ConstructorChoice => ({ speed: '100', sweetTv: null, megogo: null, services: [], ...c });

describe('quoteChoice', () => {
  it('internet alone, or with services, earns no discount', () => {
    expect(quoteChoice(rules, choice({}))).toMatchObject({ subtotal: 250, discount: null, total: 250 });
    expect(quoteChoice(rules, choice({ services: ['ip', 'ups'] }))).toMatchObject({ subtotal: 350, discount: null, total: 350 });
  });

  it('one partner takes its percent off the whole sum, rounded to whole hryvnias', () => {
    // 250 + 69 + 60 = 379; 10 % = 37.9
    const q = quoteChoice(rules, choice({ sweetTv: 'start', services: ['ip'] }));
    expect(q).toMatchObject({ subtotal: 379, total: 341 });
    expect(q?.discount).toEqual({ rule: rules.discounts[0], saving: 38 });
  });

  it('both partners earn the larger rule, not both rules', () => {
    // 250 + 69 + 249 = 568; 15 % = 85.2
    const q = quoteChoice(rules, choice({ sweetTv: 'start', megogo: 'maximal' }));
    expect(q?.discount).toEqual({ rule: rules.discounts[1], saving: 85 });
    expect(q?.total).toBe(483);
  });

  it('an amount rule applies only at its speed, and wins when it saves more', () => {
    // 450 + 69 + 249 = 768; 15 % = 115.2 < 200
    const q = quoteChoice(rules, choice({ speed: '1000', sweetTv: 'start', megogo: 'maximal' }));
    expect(q?.discount).toEqual({ rule: rules.discounts[2], saving: 200 });
    expect(q?.total).toBe(568);
    // One partner at a gigabit: only the 10 % rule qualifies.
    expect(quoteChoice(rules, choice({ speed: '1000', megogo: 'maximal' }))?.discount?.rule.code).toBe('one');
  });

  it('an amount never takes the total below zero', () => {
    const cheap: ConstructorRules = { ...rules, speeds: [{ code: 'x', speed_mbps: 1000, price: 10 }], sweetTv: [{ code: 'a', price: 1 }], megogo: [{ code: 'b', price: 1 }] };
    expect(quoteChoice(cheap, choice({ speed: 'x', sweetTv: 'a', megogo: 'b' }))).toMatchObject({ subtotal: 12, total: 0 });
  });

  it('refuses a choice the rules do not offer', () => {
    expect(quoteChoice(rules, choice({ speed: '300' }))).toBeNull();
    expect(quoteChoice(rules, choice({ sweetTv: 'premium' }))).toBeNull();
    expect(quoteChoice(rules, choice({ services: ['ip', 'tv'] }))).toBeNull();
    expect(quoteChoice(rules, choice({ services: ['ip', 'ip'] }))).toBeNull();
  });
});

describe('the shipped rules (content/tariff_constructor.json, internet_tariffs.json, services.json)', () => {
  const items = (JSON.parse(readFileSync('content/tariff_constructor.json', 'utf8')) as unknown[]).map((raw) => {
    const item = ConstructorItem(raw);
    if (item instanceof ArkErrors) throw new Error(item.summary);
    return item;
  });
  const read = <T>(file: string, schema: (raw: unknown) => T | ArkErrors) =>
    (JSON.parse(readFileSync(`content/${file}`, 'utf8')) as unknown[]).map((raw) => {
      const item = schema(raw);
      if (item instanceof ArkErrors) throw new Error(item.summary);
      return item;
    });
  const tariffs = read('internet_tariffs.json', InternetTariff);
  const services = read('services.json', Service);
  const shipped = constructorRules(items, tariffs, services);

  it('offers every speed a published home tariff offers, each priced as its cheapest tariff, and nothing else', () => {
    const home = tariffs.filter((t) => t.status === 'published' && t.type_tp !== 'business');
    expect(shipped.speeds.map((s) => s.speed_mbps)).toEqual([...new Set(home.map((t) => t.speed))].sort((a, b) => a - b));
    expect(shipped.speeds.map((s) => s.speed_mbps)).toEqual(expect.arrayContaining([200, 2500]));
    for (const s of shipped.speeds) expect(s.price).toBe(Math.min(...home.filter((t) => t.speed === s.speed_mbps).map((t) => t.cost)));
    expect(shipped.speeds.filter((s) => s.recommended)).toHaveLength(1);
  });

  it("offers the subscribers' monthly services of /additional, not a list of its own", () => {
    const monthly = services.filter((s) => s.status === 'published' && s.is_active && s.price_unit === 'month');
    expect(shipped.services.map((s) => s.key)).toEqual(monthly.sort((a, b) => a.position - b.position).map((s) => s.key));
    expect(shipped.services.map((s) => s.key)).toEqual(expect.arrayContaining(['white-ip', 'router-rent', 'ups-rent']));
    expect(items.some((i) => (i as { kind: string }).kind === 'speed' || (i as { kind: string }).kind === 'service')).toBe(false);
  });

  it('offer three packages of each partner and discounts, in position order', () => {
    expect(shipped.megogo.map((m) => m.code)).toEqual(['light', 'optimal', 'maximal']);
    expect(shipped.megogo.find((m) => m.code === 'maximal')?.sport).toBe(true);
    expect(shipped.sweetTv).toHaveLength(3);
    expect(shipped.services.length).toBeGreaterThanOrEqual(3);
    expect(shipped.discounts.map((d) => d.partners)).toEqual([1, 2, 2]);
  });

  it('price every combination as the sum of its parts less the best rule', () => {
    const tv = <T>(list: readonly T[]) => [null, ...list];
    for (const speed of shipped.speeds)
      for (const sweet of tv(shipped.sweetTv))
        for (const megogo of tv(shipped.megogo))
          for (const services of [[], shipped.services.map((s) => s.code)]) {
            const q = quoteChoice(shipped, { speed: speed.code, sweetTv: sweet?.code ?? null, megogo: megogo?.code ?? null, services });
            const subtotal =
              speed.price + (sweet?.price ?? 0) + (megogo?.price ?? 0) + (services.length ? shipped.services.reduce((n, s) => n + s.price, 0) : 0);
            const partners = Number(sweet !== null) + Number(megogo !== null);
            const savings = shipped.discounts
              .filter((d) => partners >= d.partners && speed.speed_mbps >= (d.min_speed_mbps ?? 0))
              .map((d) => (d.percent ? Math.round((subtotal * d.percent) / 100) : (d.amount ?? 0)));
            const saving = Math.max(0, ...savings);
            expect(q).toMatchObject({ subtotal, total: subtotal - saving });
            expect(q?.discount?.saving ?? 0).toBe(saving);
            // A partner always earns something; internet alone never does.
            expect(q?.discount !== null).toBe(partners > 0);
          }
  });
});

describe('the ConstructorItem schema', () => {
  const discount = { id: 1, status: 'published', kind: 'discount', position: 1, code: 'x', partners: 1, translations: [] };
  const texts = ['uk', 'ru'].map((languages_code) => ({ languages_code, name: 'n', description: 'd' }));
  it('takes a discount with either a percent or an amount, not both or neither', () => {
    expect(ConstructorItem({ ...discount, translations: texts, percent: 10 })).not.toBeInstanceOf(ArkErrors);
    expect(ConstructorItem({ ...discount, translations: texts, amount: 100 })).not.toBeInstanceOf(ArkErrors);
    expect(ConstructorItem({ ...discount, translations: texts, percent: 10, amount: 100 })).toBeInstanceOf(ArkErrors);
    expect(ConstructorItem({ ...discount, translations: texts })).toBeInstanceOf(ArkErrors);
    expect(ConstructorItem({ ...discount, translations: texts, partners: 3, percent: 10 })).toBeInstanceOf(ArkErrors);
  });
});
