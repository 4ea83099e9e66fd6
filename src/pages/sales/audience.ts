import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SaleAudience } from '../../domain/content/sales';
import type { Locale } from '../../domain/locale';

export const audienceName: Record<SaleAudience, MessageDescriptor> = {
  'new-subscribers': msg`New subscribers`,
  'all-subscribers': msg`All subscribers`,
  'housing-associations': msg`Housing associations`,
};

/** A calendar day of the content ("2026-03-01"), printed as is: no time zone can shift it. */
export const saleDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ru' ? 'ru-UA' : 'uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
