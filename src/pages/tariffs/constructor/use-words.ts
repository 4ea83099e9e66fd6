/** The constructor's money words, shared by its parts: prices, a rule's saving, the call-back's description. */
import { useLingui } from '@lingui/react/macro';
import type { CallbackPrefill } from '../../../shell/callback-request';
import { formatMoney } from '../../../domain/format';
import type { CallbackService } from '../../../domain/forms/callback-services';
import type { ConstructorQuote } from '../../../domain/tariff-constructor';
import { useLocale } from '../../../i18n/use-locale';
import type { DiscountView, ServiceView, SpeedView, TvView } from './load';

export type Quote = ConstructorQuote<SpeedView, TvView, ServiceView, DiscountView>;

export function useWords() {
  const { t } = useLingui();
  const locale = useLocale();

  /** "1 068 UAH" */
  const uah = (value: number) => {
    const amount = formatMoney(value, locale);
    return t`${amount} UAH`;
  };

  /** "10 % off the total." or "200 UAH off the total." */
  const ruleOff = (rule: DiscountView) => {
    if (rule.percent !== undefined) {
      const percent = rule.percent;
      return t`${percent} % off the total.`;
    }
    const amount = uah(rule.amount ?? 0);
    return t`${amount} off the total.`;
  };

  /**
   * The call-back form's fields for a choice: the speed in its own field, the services it knows
   * as its checkboxes, and everything else with the total as the tariff's description.
   */
  const callbackPrefill = (quote: Quote): CallbackPrefill => {
    const parts = [quote.speed.name];
    if (quote.sweetTv) {
      const name = quote.sweetTv.name;
      parts.push(t`SWEET.TV “${name}”`);
    }
    if (quote.megogo) {
      const name = quote.megogo.name;
      parts.push(t`MEGOGO “${name}”`);
    }
    const services: CallbackService[] = [];
    for (const o of quote.services) {
      if (o.callback_service) services.push(o.callback_service);
      else parts.push(o.name);
    }
    const choice = parts.join(' + ');
    const total = uah(quote.total);
    return { tariff: t`Constructor: ${choice}, ${total} per 30 days`, speed: quote.speed.name, services };
  };

  return { uah, ruleOff, callbackPrefill };
}
