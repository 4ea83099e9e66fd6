import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TariffType } from '../../domain/places';

/** The short names of the housing types, as the type switch shows them. */
export const typeName: Record<TariffType, MessageDescriptor> = {
  appartament: msg`Apartment`,
  privat: msg`Private house`,
  internet10g: msg`10G`,
};
