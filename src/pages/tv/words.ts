import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { TvProvider } from '../../domain/content/tv';
import { tvProviders } from '../../domain/tv-providers';
import { formatMoney, formatNumber } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';

/** How each provider writes its name. */
export const providerName: Record<TvProvider, string> = { [tvProviders.sweetTv]: 'SWEET.TV', [tvProviders.megogo]: 'MEGOGO', [tvProviders.own]: 'ZoriaNet TV' };

/** Counts and prices as the TV pages say them: "120 channels", "15 000 films", "3,63", in the page's language. */
export function useTvWords() {
  const { t } = useLingui();
  const locale = useLocale();
  return {
    number: (n: number) => formatNumber(n, locale),
    money: (uah: number) => formatMoney(uah, locale),
    channels: (count: number) => t`${plural(count, { one: '# channel', other: '# channels' })}`,
    films: (count: number) => t`${plural(count, { one: '# film or series', other: '# films and series' })}`,
  };
}
