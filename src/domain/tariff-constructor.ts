/**
 * The tariff constructor's arithmetic over its rules (content collection tariff_constructor):
 * what a choice costs per 30 days and which combination discount it earns. Pure, so the page,
 * a server-side check of a submitted choice or the call-back can all price a choice the same way.
 */
import type { ConstructorDiscount, ConstructorItem, ConstructorTv } from './content/tariff-constructor';
import type { InternetTariff } from './content/tariffs';
import type { Service } from './content/services';

export interface PricedOption {
  code: string;
  price: number;
}
export interface SpeedOption extends PricedOption {
  speed_mbps: number;
}
export interface DiscountRule {
  code: string;
  /** Partner TV services (sweet.tv, megogo) that must be chosen with internet: 1 or 2. */
  partners: number;
  min_speed_mbps?: number;
  percent?: number;
  amount?: number;
}

/** The options of each kind, in the order they are offered. */
export interface ConstructorRules<
  S extends SpeedOption = SpeedOption,
  T extends PricedOption = PricedOption,
  V extends PricedOption = PricedOption,
  D extends DiscountRule = DiscountRule,
> {
  speeds: readonly S[];
  sweetTv: readonly T[];
  megogo: readonly T[];
  services: readonly V[];
  discounts: readonly D[];
}

/** What the visitor picked, by code: a speed, a package of each partner or none, any services. */
export interface ConstructorChoice {
  speed: string;
  sweetTv: string | null;
  megogo: string | null;
  services: readonly string[];
}

export interface ConstructorQuote<S = SpeedOption, T = PricedOption, V = PricedOption, D = DiscountRule> {
  speed: S;
  sweetTv: T | null;
  megogo: T | null;
  services: readonly V[];
  /** Everything chosen, before the discount. */
  subtotal: number;
  /** The rule applied and the hryvnias it takes off, or null when the combination earns none. */
  discount: { rule: D; saving: number } | null;
  /** Per 30 days, after the discount. */
  total: number;
}

/** A speed the tariffs offer: priced as the cheapest published home tariff at it, with the tariffs that have it. */
export interface TariffSpeed extends SpeedOption {
  recommended: boolean;
  /** The home tariffs at this speed, in their order. */
  tariffs: readonly InternetTariff[];
}

/** A service with a monthly fee (collection services): what the constructor can add to a tariff. */
export type MonthlyService = Service & PricedOption;

/**
 * Every speed the home tariffs offer, slowest first: the constructor's speeds come from the
 * tariffs, so it offers no speed they do not and misses none they have. Recommended: the speed
 * of the first recommended tariff.
 */
export function speedsOf(tariffs: readonly InternetTariff[]): TariffSpeed[] {
  const home = tariffs.filter((t) => t.status === 'published' && t.type_tp !== 'business').sort((a, b) => a.sort - b.sort);
  const recommended = home.find((t) => t.recommended)?.speed;
  const speeds = [...new Set(home.map((t) => t.speed))].sort((a, b) => a - b);
  return speeds.map((speed) => {
    const at = home.filter((t) => t.speed === speed);
    return { code: String(speed), speed_mbps: speed, price: Math.min(...at.map((t) => t.cost)), recommended: speed === recommended, tariffs: at };
  });
}

/** The subscribers' services with a monthly fee, in their order: the constructor's services come from /additional's list. */
export function monthlyServicesOf(services: readonly Service[]): MonthlyService[] {
  return services
    .filter((s) => s.status === 'published' && s.is_active && s.price_unit === 'month')
    .sort((a, b) => a.position - b.position)
    .map((s) => ({ ...s, code: s.key }));
}

/** The constructor's rules: speeds from the tariffs, services from the services, TV and discounts from its own collection. */
export function constructorRules(
  items: readonly ConstructorItem[],
  tariffs: readonly InternetTariff[],
  services: readonly Service[],
): ConstructorRules<TariffSpeed, ConstructorTv, MonthlyService, ConstructorDiscount> {
  const byPosition = <T extends ConstructorItem>(list: T[]) => list.sort((a, b) => a.position - b.position);
  return {
    speeds: speedsOf(tariffs),
    sweetTv: byPosition(items.filter((i): i is ConstructorTv => i.kind === 'sweet_tv')),
    megogo: byPosition(items.filter((i): i is ConstructorTv => i.kind === 'megogo')),
    services: monthlyServicesOf(services),
    discounts: byPosition(items.filter((i): i is ConstructorDiscount => i.kind === 'discount')),
  };
}

/** What a rule takes off a subtotal (whole hryvnias), or 0 when the combination does not qualify. */
export function discountSaving(rule: DiscountRule, subtotal: number, speedMbps: number, partners: number): number {
  if (partners < rule.partners || speedMbps < (rule.min_speed_mbps ?? 0)) return 0;
  const off = rule.percent !== undefined ? Math.round((subtotal * rule.percent) / 100) : (rule.amount ?? 0);
  return Math.min(off, subtotal);
}

/**
 * Prices a choice: the subtotal, the best discount that applies (ties: the first rule) and the
 * total per 30 days. Null when the choice names an option the rules do not have.
 */
export function quoteChoice<S extends SpeedOption, T extends PricedOption, V extends PricedOption, D extends DiscountRule>(
  rules: ConstructorRules<S, T, V, D>,
  choice: ConstructorChoice,
): ConstructorQuote<S, T, V, D> | null {
  const speed = rules.speeds.find((s) => s.code === choice.speed);
  const pickTv = (list: readonly T[], code: string | null) => (code === null ? null : list.find((o) => o.code === code));
  const sweetTv = pickTv(rules.sweetTv, choice.sweetTv);
  const megogo = pickTv(rules.megogo, choice.megogo);
  const services = rules.services.filter((s) => choice.services.includes(s.code));
  const unique = new Set(choice.services);
  if (!speed || sweetTv === undefined || megogo === undefined || services.length !== unique.size || unique.size !== choice.services.length) return null;

  const subtotal = speed.price + (sweetTv?.price ?? 0) + (megogo?.price ?? 0) + services.reduce((sum, s) => sum + s.price, 0);
  const partners = (sweetTv ? 1 : 0) + (megogo ? 1 : 0);
  let discount: { rule: D; saving: number } | null = null;
  for (const rule of rules.discounts) {
    const saving = discountSaving(rule, subtotal, speed.speed_mbps, partners);
    if (saving > 0 && saving > (discount?.saving ?? 0)) discount = { rule, saving };
  }
  return { speed, sweetTv, megogo, services, subtotal, discount, total: subtotal - (discount?.saving ?? 0) };
}
