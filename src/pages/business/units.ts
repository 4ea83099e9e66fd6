import { useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber } from '../../domain/format';
import { useLocale } from '../../i18n/use-locale';

/** Speeds and prices as the page prints them: "55 Мбіт/с", "10 Гбіт/с", "1 200 грн". */
export function useUnits() {
  const { t } = useLingui();
  const locale = useLocale();
  const speed = (mbits: number): string => {
    if (mbits >= 1000 && mbits % 1000 === 0) {
      const amount = formatNumber(mbits / 1000, locale);
      return t`${amount} Gbit/s`;
    }
    const amount = formatNumber(mbits, locale);
    return t`${amount} Mbit/s`;
  };
  const money = (uah: number): string => {
    const amount = formatMoney(uah, locale);
    return t`${amount} UAH`;
  };
  return { speed, money };
}
