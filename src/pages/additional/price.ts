import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../domain/format';
import type { ServicePriceUnit } from '../../domain/content/services';
import { useLocale } from '../../i18n/use-locale';
import type { ServiceCard } from './load';

/** A service's price as printed: "60 грн за 30 днів", "від 400 грн одноразово", "3,63 грн за день". */
export function usePrice() {
  const { t } = useLingui();
  const locale = useLocale();
  const per: Record<ServicePriceUnit, string> = { once: t`one-off`, month: t`per 30 days`, hour: t`per hour`, day: t`per day` };
  const money = (uah: number) => {
    const amount = formatMoney(uah, locale);
    return t`${amount} UAH`;
  };
  const price = (service: Pick<ServiceCard, 'price' | 'unit' | 'from'>) => {
    const amount = money(service.price);
    return `${service.from ? t`from ${amount}` : amount} ${per[service.unit]}`;
  };
  return { price, money };
}
