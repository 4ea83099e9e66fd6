/**
 * Parts one feature shows and another owns (the home page's tariff block is the tariffs
 * feature's, every form is the forms feature's): features never import each other, so the app
 * fills these slots from its table of parts (src/app/parts.ts), on the server before it renders
 * and in the browser lazily (a slot then suspends until its code is here).
 */
import { type ComponentProps, type ComponentType, createElement } from 'react';
import type { ProductCard } from '../domain/market/view';
import type { HomeTariffsProps } from '../domain/tariff-offers';

/** The connection request; `address` and `house` are what the visitor already gave (the coverage check). */
export interface ConnectFormProps {
  returnTo: string;
  variant?: 'main' | 'new';
  address?: string;
  house?: string;
}

/** The application for a vacancy, with a resume; `onDone` closes what holds it. */
export interface ApplyFormProps {
  vacancyId: number;
  vacancyTitle: string;
  returnTo: string;
  onDone: () => void;
}

export interface Parts {
  homeTariffs: ComponentType<HomeTariffsProps>;
  connectForm: ComponentType<ConnectFormProps>;
  applyForm: ComponentType<ApplyFormProps>;
  directorForm: ComponentType;
  /** /call's call-back form, sent open by the server (an island of its own). */
  callbackDialog: ComponentType;
  /** The home page's shop carousel: the most popular products. */
  shopCarousel: ComponentType<{ products: ProductCard[] }>;
}

/** Every slot's name, once: the app fills each. */
export const partNames = Object.keys({
  homeTariffs: true,
  connectForm: true,
  applyForm: true,
  directorForm: true,
  callbackDialog: true,
  shopCarousel: true,
} satisfies Record<keyof Parts, true>) as (keyof Parts)[];

const parts: Partial<Parts> = {};

export function fillPart<K extends keyof Parts>(name: K, part: Parts[K]): void {
  parts[name] = part;
}

/** A slot's component: the part the app filled it with (nothing before). */
function slot<K extends keyof Parts>(name: K) {
  function Slot(props: ComponentProps<Parts[K]>) {
    const part = parts[name] as ComponentType<object> | undefined;
    return part ? createElement(part, props as object) : null;
  }
  Slot.displayName = `Part(${name})`;
  return Slot;
}

export const HomeTariffsPart = slot('homeTariffs');
export const ConnectFormPart = slot('connectForm');
export const ApplyFormPart = slot('applyForm');
export const DirectorFormPart = slot('directorForm');
export const CallbackDialogPart = slot('callbackDialog');
export const ShopCarouselPart = slot('shopCarousel');
