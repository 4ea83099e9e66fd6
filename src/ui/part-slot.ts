/**
 * Parts one feature shows and another owns (the home page's tariff block is the tariffs
 * feature's): features never import each other, so the app fills these slots at start.
 */
import { type ComponentType, createElement } from 'react';
import type { InternetTariff } from '../domain/content/tariffs';
import type { NewSubscriberOffer, TariffPromo } from '../domain/tariff-offers';
import type { LocalityCode, TariffType } from '../domain/places';

export interface HomeTariffsProps {
  type: TariffType;
  code: LocalityCode | null;
  tariffs: InternetTariff[];
  /** The promotions that change what a tariff costs, shown on its card. */
  promos: TariffPromo[];
  /** The new subscriber's first month free, on the cards of the types it applies to. */
  offer: NewSubscriberOffer | null;
}

interface Parts {
  homeTariffs: ComponentType<HomeTariffsProps>;
}

const parts: Partial<Parts> = {};

export function fillPart<K extends keyof Parts>(name: K, part: Parts[K]): void {
  parts[name] = part;
}

/** The home page's tariff block, once the app has filled its slot (nothing before). */
export function HomeTariffsPart(props: HomeTariffsProps) {
  return parts.homeTariffs ? createElement(parts.homeTariffs, props) : null;
}
