import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import { BusinessContacts } from './business-contacts';
import { Customers } from './customers';
import type { BusinessData } from './load';
import TariffChooserPart from './tariff-chooser.island';
import TestimonialsPart from './testimonials.island';
import * as s from './business.css';

const TariffChooser = island('pages/business/tariff-chooser.island', TariffChooserPart, { when: 'touch' });
const Testimonials = island('pages/business/testimonials.island', TestimonialsPart);

/** /tariffs/business: tariffs by the size of the business, speed and extra services, then a request. */
export default function BusinessPage({ title, data }: PageProps) {
  const { tariffs, services, customers, testimonials } = data as BusinessData;
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.h1}>{title}</h1>
        <p className={s.lead}>
          <Trans>Fibre internet for offices, shops and production in Zaporizhzhia and around it: from 20 Mbit/s for a cash register to 40 Gbit/s of dedicated channel, with support around the clock.</Trans>
        </p>
        {/* Offline, the prices are those of the day the page was saved: say which day. */}
        <OfflineSavedNote />
      </div>
      <TariffChooser tariffs={tariffs} services={services} />
      <BusinessContacts />
      <Customers items={customers} />
      <Testimonials items={testimonials} />
    </div>
  );
}
