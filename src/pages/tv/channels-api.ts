/**
 * The browser's one read of GET /api/v1/tv_channels/: the channels a filter keeps, in the
 * page's language, through the product API client. Everything else on the TV pages comes from
 * the content API.
 */
import { type } from 'arktype';
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

const Channels = type({
  data: type({ id: 'number', name: 'string', category: 'string', category_name: 'string', hd: 'boolean', football: 'boolean', tariffs: 'number[]' }).array(),
}).as<{ data: ChannelView[] }>();

export async function fetchTvChannels(
  filter: ChannelFilter,
  locale: Locale,
  config: ProductApiConfig | null,
  signal?: AbortSignal,
): Promise<ChannelView[]> {
  const answer = await createProductApi({ config }).get('tv_channels/', {
    query: { limit: channelLimits.limit, ...filter },
    headers: { 'Accept-Language': locale },
    signal,
    schema: Channels,
  });
  if (answer.status !== 'data') throw new Error(`tv_channels answered ${answer.status}`);
  return answer.data.data;
}
