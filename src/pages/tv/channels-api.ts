/**
 * The browser's one read of GET /api/v1/tv_channels/: the channels a filter keeps, in the
 * page's language. Everything else on the TV pages comes from the content API.
 */
import type { TvProvider } from '../../domain/content/tv';
import type { Locale } from '../../domain/locale';
import { type ChannelView, channelLimits } from '../../domain/tv-channels';

export interface ChannelFilter {
  category?: string;
  search?: string;
  tariff?: number;
  provider?: TvProvider;
}

export async function fetchTvChannels(filter: ChannelFilter, locale: Locale, signal?: AbortSignal): Promise<ChannelView[]> {
  const params = new URLSearchParams({ limit: String(channelLimits.limit) });
  if (filter.category) params.set('category', filter.category);
  if (filter.search) params.set('search', filter.search);
  if (filter.tariff !== undefined) params.set('tariff', String(filter.tariff));
  if (filter.provider !== undefined) params.set('provider', String(filter.provider));
  const res = await fetch(`/api/v1/tv_channels/?${params.toString()}`, { headers: { 'Accept-Language': locale }, signal });
  if (!res.ok) throw new Error(`tv_channels answered ${res.status}`);
  return ((await res.json()) as { data: ChannelView[] }).data;
}
