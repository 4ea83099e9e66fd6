/**
 * The browser's one read of GET /api/v1/tv_channels/: the channels a filter keeps, in the
 * page's language, through the product API client. Everything else on the TV pages comes from
 * the content API.
 */
import { createProductApi } from '../../data/product-api';
import type { TvProvider } from '../../domain/content/tv';
import type { Locale } from '../../domain/locale';
import type { ProductApiConfig } from '../../domain/product-api-config';
import { type ChannelView, channelLimits } from '../../domain/tv-channels';

export interface ChannelFilter {
  category?: string;
  search?: string;
  tariff?: number;
  provider?: TvProvider;
}

/**
 * The answer's shape, checked by hand: an arktype schema here loaded arktype (a long module
 * evaluation) on every TV page, whose channel list asks the API as it mounts.
 */
function isChannel(c: unknown): c is ChannelView {
  if (typeof c !== 'object' || c === null) return false;
  const v = c as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.category === 'string' &&
    typeof v.category_name === 'string' &&
    typeof v.hd === 'boolean' &&
    typeof v.football === 'boolean' &&
    Array.isArray(v.tariffs) &&
    v.tariffs.every((t) => typeof t === 'number')
  );
}

export async function fetchTvChannels(
  filter: ChannelFilter,
  locale: Locale,
  config: ProductApiConfig | null,
  signal?: AbortSignal,
): Promise<ChannelView[]> {
  const answer = await createProductApi({ config }).get<{ data?: unknown } | null>('tv_channels/', {
    query: { limit: channelLimits.limit, ...filter },
    headers: { 'Accept-Language': locale },
    signal,
  });
  if (answer.status !== 'data') throw new Error(`tv_channels answered ${answer.status}`);
  const list = answer.data?.data;
  if (!Array.isArray(list) || !list.every(isChannel)) throw new Error('tv_channels answered invalid');
  return list;
}
