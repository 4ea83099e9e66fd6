import { Trans } from '@lingui/react/macro';
import type { PageProps } from '../../routing/page-types';
import { container } from '../../ui/container.css';
import { island } from '../../ui/island';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import type { ServicesData } from './load';
import { usePrice } from './price';
import RequestBar from './request-bar.island';
import RequestSummary from './request-summary.island';
import ServiceToggle from './service-toggle.island';
import * as s from './services.css';

// The services are the server's HTML; the choice (kept on the device) lives in three kinds of island.
const Toggle = island('pages/additional/service-toggle.island', ServiceToggle);
const Summary = island('pages/additional/request-summary.island', RequestSummary);
const Bar = island('pages/additional/request-bar.island', RequestBar);

/** /additional: services by category with prices; the chosen ones go into the call-back request. */
export default function AdditionalPage({ title, data }: PageProps) {
  const { groups } = data as ServicesData;
  const { price } = usePrice();
  const all = groups.flatMap((g) => g.services);
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.h1}>{title}</h1>
        <p className={s.lead}>
          <Trans>Everything beyond the tariff: a static address, equipment to rent, a technician at home, TV extras. Choose what you need and we will call you back to arrange it.</Trans>
        </p>
        <OfflineSavedNote />
      </div>
      <div className={s.layout}>
        <div className={s.groups}>
          {groups.map((group) => (
            <section key={group.key} className={s.group} aria-labelledby={`services-${group.key}`}>
              <h2 id={`services-${group.key}`} className={s.h2}>
                {group.name}
              </h2>
              <p className={s.muted}>{group.description}</p>
              <ul className={s.cards}>
                {group.services.map((service) => (
                  <li key={service.key} className={s.card} data-service={service.key}>
                    <h3 className={s.cardTitle}>{service.name}</h3>
                    <p className={s.price}>{price(service)}</p>
                    <p className={s.description}>{service.description}</p>
                    {service.info.length > 0 && (
                      <ul className={s.info}>
                        {service.info.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                    <Toggle serviceKey={service.key} name={service.name} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Bar services={all} />
        </div>
        <aside className={s.summary} aria-labelledby="services-chosen">
          <h2 id="services-chosen" className={s.summaryTitle}>
            <Trans>Your request</Trans>
          </h2>
          <Summary services={all} />
        </aside>
      </div>
    </div>
  );
}
