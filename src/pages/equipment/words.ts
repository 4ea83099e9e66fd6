/** The shop's names for codes in the data: stock, colours, characteristics, marks, pictures, sort orders. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Availability, CharacteristicKey, Colour, ProductImage } from '../../domain/content/products';
import type { Ordering } from '../../domain/market/query';

export const availabilityName: Record<Availability, MessageDescriptor> = {
  instock: msg`In stock`,
  absend: msg`Expected`,
  not_available: msg`Out of stock`,
  temporary_absend: msg`On order`,
  ask_operator: msg`Ask the operator`,
};

export const colourName: Record<Colour, MessageDescriptor> = {
  black: msg`Black`,
  white: msg`White`,
  grey: msg`Grey`,
  silver: msg`Silver`,
  blue: msg`Blue`,
  red: msg`Red`,
  green: msg`Green`,
  beige: msg`Beige`,
};

export const characteristicName: Record<CharacteristicKey, MessageDescriptor> = {
  producer: msg`Producer`,
  wifi: msg`Wi-Fi frequency and speed`,
  antennas: msg`Antennas`,
  lan_ports: msg`LAN ports`,
  network: msg`Network capability`,
  processor: msg`Processor`,
  ram: msg`RAM`,
  storage: msg`Built-in memory`,
  os: msg`Operating system`,
  video: msg`Video resolution`,
  security: msg`Security functions`,
  battery: msg`Battery`,
  power: msg`Output power`,
  dimensions: msg`Dimensions`,
  weight: msg`Weight`,
};

export const tagName: Record<'hit' | 'new' | 'recommended', MessageDescriptor> = {
  hit: msg`Best seller`,
  new: msg`New`,
  recommended: msg`We recommend`,
};

export const viewName: Record<ProductImage['view'], MessageDescriptor> = {
  front: msg`front view`,
  back: msg`back view`,
  side: msg`side view`,
  ports: msg`ports`,
  set: msg`the set`,
};

export const orderingName: Record<Ordering, MessageDescriptor> = {
  '-popularity': msg`Popular first`,
  price: msg`Cheaper first`,
  '-price': msg`Dearer first`,
  availability: msg`In stock first`,
};
