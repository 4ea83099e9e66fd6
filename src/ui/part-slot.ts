/**
 * Parts one feature shows and another owns (the home page's tariff block is the tariffs
 * feature's): features never import each other, so the app fills these slots from the route
 * table's `parts` (src/app/routes.ts), on the server before it renders and in the browser lazily.
 */
import { type ComponentType, createElement } from 'react';
import type { HomeTariffsProps } from '../domain/tariff-offers';

export interface Parts {
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
