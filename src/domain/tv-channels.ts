/**
 * The channel list's query: its parameters read and checked, and the channels it selects.
 * Shared by GET /api/v1/tv_channels/ (server/api/tv-channels.ts) and the TV page, which
 * filters the same way offline from the channels it loaded.
 */
import type { TvChannel, TvChannelCategory, TvProvider, TvTariff } from './content/tv';
import { type Locale, pick } from './locale';
import { normalize } from './street-search';

export const channelLimits = {
  /** Characters of search text. */
  search: 50,
  /** Channels a page may hold: the whole list fits in one. */
  limit: 500,
  defaultLimit: 50,
  page: 10_000,
} as const;

export interface ChannelQuery {
  /** A tv_channel_categories code. */
  category?: string;
  search?: string;
  provider?: TvProvider;
  /** A tv_tariffs id. */
  tariff?: number;
  limit: number;
  page: number;
}

/** Why a query was refused, for the message in the visitor's language. */
export type ChannelQueryProblem = 'unknown' | 'forbidden' | 'repeated' | 'control' | 'long' | 'integer' | 'range' | 'category' | 'provider' | 'tariff';

export type ParsedChannelQuery = { ok: true; query: ChannelQuery } | { ok: false; param: string; problem: ChannelQueryProblem };

const listParams = ['category', 'search', 'provider', 'tariff', 'limit', 'page'] as const;
/** The categories' counts take the filters that narrow the channels, not the paging or a category. */
const categoryParams = ['search', 'provider', 'tariff'] as const;
const forbidden = new Set(['__proto__', 'constructor', 'prototype']);
// eslint-disable-next-line no-control-regex -- the point is to find them
const control = /[\u0000-\u001f\u007f-\u009f]/;

export interface ChannelRefs {
  categories: readonly Pick<TvChannelCategory, 'code'>[];
  tariffs: readonly Pick<TvTariff, 'id'>[];
}

/** Reads the parameters of the channel list (`for: 'list'`) or of its categories. */
export function parseChannelQuery(pairs: readonly [string, string][], refs: ChannelRefs, kind: 'list' | 'categories'): ParsedChannelQuery {
  const allowed: readonly string[] = kind === 'list' ? listParams : categoryParams;
  const seen = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (forbidden.has(key)) return { ok: false, param: key, problem: 'forbidden' };
    if (!allowed.includes(key)) return { ok: false, param: key.slice(0, 40), problem: 'unknown' };
    if (seen.has(key)) return { ok: false, param: key, problem: 'repeated' };
    if (control.test(value)) return { ok: false, param: key, problem: 'control' };
    seen.set(key, value);
  }
  const query: ChannelQuery = { limit: channelLimits.defaultLimit, page: 1 };
  const integer = (key: string, min: number, max: number): number | ChannelQueryProblem | undefined => {
    const raw = seen.get(key);
    if (raw === undefined) return undefined;
    if (!/^\d{1,9}$/.test(raw)) return 'integer';
    const n = Number(raw);
    return n < min || n > max ? 'range' : n;
  };
  for (const [key, min, max] of [
    ['limit', 1, channelLimits.limit],
    ['page', 1, channelLimits.page],
    ['provider', 1, 3],
    ['tariff', 1, 1e9],
  ] as const) {
    const n = integer(key, min, max);
    if (typeof n === 'string') return { ok: false, param: key, problem: key === 'provider' && n === 'range' ? 'provider' : n };
    if (n === undefined) continue;
    if (key === 'limit') query.limit = n;
    else if (key === 'page') query.page = n;
    else if (key === 'provider') query.provider = n as TvProvider;
    else if (!refs.tariffs.some((t) => t.id === n)) return { ok: false, param: key, problem: 'tariff' };
    else query.tariff = n;
  }
  const category = seen.get('category');
  if (category !== undefined && category !== '') {
    if (!refs.categories.some((c) => c.code === category)) return { ok: false, param: 'category', problem: 'category' };
    query.category = category;
  }
  const search = seen.get('search')?.trim();
  if (search) {
    if ([...search].length > channelLimits.search) return { ok: false, param: 'search', problem: 'long' };
    query.search = search;
  }
  return { ok: true, query };
}

/** A channel as the list shows it, in one language. */
export interface ChannelView {
  id: number;
  name: string;
  /** Its category's code and name. */
  category: string;
  category_name: string;
  hd: boolean;
  football: boolean;
  tariffs: number[];
}

export interface ChannelData {
  channels: readonly TvChannel[];
  categories: readonly TvChannelCategory[];
  tariffs: readonly Pick<TvTariff, 'id' | 'tv_provider'>[];
}

/** The channels a query's filters keep, in list order (paging aside). */
export function matchChannels(data: ChannelData, query: Omit<ChannelQuery, 'limit' | 'page'>): TvChannel[] {
  const categoryId = query.category === undefined ? undefined : data.categories.find((c) => c.code === query.category)?.id;
  const ofProvider = query.provider === undefined ? undefined : new Set(data.tariffs.filter((t) => t.tv_provider === query.provider).map((t) => t.id));
  const words = query.search ? normalize(query.search).split(' ') : [];
  return data.channels
    .filter(
      (c) =>
        (categoryId === undefined || c.category === categoryId) &&
        (query.tariff === undefined || c.tariffs.includes(query.tariff)) &&
        (!ofProvider || c.tariffs.some((id) => ofProvider.has(id))) &&
        (words.length === 0 || words.every((w) => normalize(c.name_ukr).includes(w) || normalize(c.name_ru).includes(w))),
    )
    .sort((a, b) => a.position - b.position);
}

export function channelView(c: TvChannel, categories: readonly TvChannelCategory[], locale: Locale): ChannelView {
  const category = categories.find((x) => x.id === c.category);
  return {
    id: c.id,
    name: pick(locale, c.name_ukr, c.name_ru),
    category: category?.code ?? '',
    category_name: category ? pick(locale, category.name_ukr, category.name_ru) : '',
    hd: c.hd,
    football: c.football,
    tariffs: c.tariffs,
  };
}

export interface CategoryCount {
  id: number;
  code: string;
  name: string;
  count: number;
}

/** Every category in order with how many of the matched channels it holds. */
export function countByCategory(categories: readonly TvChannelCategory[], matched: readonly TvChannel[], locale: Locale): CategoryCount[] {
  return [...categories]
    .sort((a, b) => a.position - b.position)
    .map((c) => ({ id: c.id, code: c.code, name: pick(locale, c.name_ukr, c.name_ru), count: matched.filter((m) => m.category === c.id).length }));
}
