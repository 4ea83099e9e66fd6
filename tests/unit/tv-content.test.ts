import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/content-store';
import type { ConstructorTv } from '../../src/domain/content/tariff-constructor';
import { tvProviders } from '../../src/domain/content/tv';

// The TV figures are written in several collections (the TV tariffs, the channel list, the
// tariff constructor, the internet tariffs' included plans): they must tell the same story.
const store = loadContent('content');
const tariffs = store.items('tv_tariffs');
const channels = store.items('tv_channels');
const terms = store.items('tv_terms')[0]!;
const name = (t: (typeof tariffs)[number], lang: 'uk' | 'ru') => t.translations.find((x) => x.languages_code === lang)!.name;

describe('TV content', () => {
  it('counts in each tariff as many channels as the channel list gives it', () => {
    for (const t of tariffs) expect([t.code, channels.filter((c) => c.tariffs.includes(t.id)).length]).toEqual([t.code, t.count_channels]);
  });

  it('keeps football channels out of the own TV packages and in the football add-on', () => {
    const football = tariffs.find((t) => t.code === 'football')!;
    const ownPackages = new Set(tariffs.filter((t) => t.tv_provider === tvProviders.own && t.kind === 'package').map((t) => t.id));
    for (const c of channels.filter((x) => x.football)) {
      expect(c.tariffs).toContain(football.id);
      expect(c.tariffs.filter((id) => ownPackages.has(id))).toEqual([]);
    }
    // "From 3.63 UAH a day": the add-on's price over its 30 days, to the kopiyka.
    expect(Math.floor((football.price / 30) * 100) / 100).toBe(terms.football_per_day);
  });

  it('carries what each package says it brings: sport channels only with sport, film channels where it promises them', () => {
    const category = (code: string) => store.items('tv_channel_categories').find((c) => c.code === code)!.id;
    const count = (t: (typeof tariffs)[number], code: string) => channels.filter((c) => c.category === category(code) && c.tariffs.includes(t.id)).length;
    for (const t of tariffs.filter((x) => x.kind === 'package')) {
      expect([t.code, count(t, 'sport') > 0]).toEqual([t.code, t.sport]);
      if (t.translations.find((x) => x.languages_code === 'uk')!.description.includes('кіноканали')) expect([t.code, count(t, 'films')]).not.toEqual([t.code, 0]);
    }
  });

  it('states the figures the top packages really have', () => {
    expect(Math.max(...tariffs.map((t) => t.devices))).toBe(terms.devices_top);
    expect(Math.min(...tariffs.filter((t) => t.kind === 'package').map((t) => t.devices))).toBe(terms.devices_free);
    expect(Math.max(...tariffs.map((t) => t.archive_days))).toBe(terms.archive_days);
  });

  it('agrees with the tariff constructor on every partner package', () => {
    const rules = store.items('tariff_constructor').filter((r): r is ConstructorTv => r.kind === 'sweet_tv' || r.kind === 'megogo');
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      const provider = rule.kind === 'sweet_tv' ? tvProviders.sweetTv : tvProviders.megogo;
      const t = tariffs.find((x) => x.tv_provider === provider && x.code === rule.code);
      expect(t, `${rule.kind} ${rule.code}`).toBeDefined();
      expect({ price: t!.price, channels: t!.count_channels, movies: t!.movies }).toEqual({ price: rule.price, channels: rule.channels, movies: rule.movies });
      for (const lang of ['uk', 'ru'] as const) expect(name(t!, lang)).toBe(rule.translations.find((x) => x.languages_code === lang)!.name);
    }
  });

  it('agrees with the internet tariffs on the plans they include', () => {
    for (const it of store.items('internet_tariffs')) {
      for (const [plan, provider] of [
        [it.included_tv_tariff, tvProviders.sweetTv],
        [it.included_megogo_tariff, tvProviders.megogo],
      ] as const) {
        if (!plan) continue;
        const t = tariffs.find((x) => x.tv_provider === provider && name(x, 'uk') === plan.name_ukr);
        expect(t, `${it.id}: ${plan.name_ukr}`).toBeDefined();
        expect([name(t!, 'ru'), t!.count_channels]).toEqual([plan.name_ru, plan.channels]);
      }
    }
  });
});
