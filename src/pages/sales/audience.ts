import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SaleAudience } from '../../domain/content/sales';

export const audienceName: Record<SaleAudience, MessageDescriptor> = {
  'new-subscribers': msg`New subscribers`,
  'all-subscribers': msg`All subscribers`,
  'housing-associations': msg`Housing associations`,
};
