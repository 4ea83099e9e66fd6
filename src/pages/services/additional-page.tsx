import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { requestCallback } from '../../forms/callback/open';
import type { PageProps } from '../../routing/page-types';
import { button } from '../../ui/button.css';
import { container } from '../../ui/container.css';
import { notify } from '../../ui/notify';
import { OfflineSavedNote } from '../../ui/offline-saved-note';
import { useHydrated } from '../../ui/use-hydrated';
import type { ServiceCard, ServicesData } from './load';
import { usePrice } from './price';
import { servicesPrefill } from './request';
import { useSelection } from './selection';
import * as s from './services.css';

/** /additional: services by category with prices; the chosen ones go into the call-back request. */
export default function AdditionalPage({ title, data }: PageProps) {
  const { groups } = data as ServicesData;
  const { t } = useLingui();
  const { price, money } = usePrice();
  const hydrated = useHydrated();
  const { keys, toggle, clear } = useSelection();
  const all = groups.flatMap((g) => g.services);
  const chosen = all.filter((x) => keys.includes(x.key));
  const monthly = chosen.filter((x) => x.unit === 'month').reduce((sum, x) => sum + x.price, 0);
  const monthlyText = money(monthly);
  const chosenCount = chosen.length;

  const onToggle = (service: ServiceCard) => {
    const name = service.name;
    if (toggle(service.key)) notify(t`Added to your request: ${name}`, 'success');
    else notify(t`Removed from your request: ${name}`);
  };

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
                {group.services.map((service) => {
                  const on = keys.includes(service.key);
                  const name = service.name;
                  return (
                    <li key={service.key} className={on ? `${s.card} ${s.cardOn}` : s.card} data-service={service.key}>
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
                      <button
                        type="button"
                        className={`${on ? button.primary : button.outline} ${s.toggle}`}
                        aria-pressed={on}
                        disabled={!hydrated}
                        onClick={() => onToggle(service)}
                        aria-label={on ? t`Remove from request: ${name}` : t`Add to request: ${name}`}
                      >
                        {on ? <Trans>In your request</Trans> : <Trans>Add to request</Trans>}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          {chosen.length > 0 && (
            // Phones list the request under every service: this keeps "Request a call" at hand.
            <div className={s.bar}>
              <span className={s.barCount}>
                <Plural value={chosenCount} one="# service chosen" other="# services chosen" />
              </span>
              <button type="button" className={button.primary} onClick={() => requestCallback(servicesPrefill(chosen))}>
                <Trans>Request a call</Trans>
              </button>
            </div>
          )}
        </div>
        <aside className={s.summary} aria-labelledby="services-chosen">
          <h2 id="services-chosen" className={s.summaryTitle}>
            <Trans>Your request</Trans>
          </h2>
          {chosen.length === 0 ? (
            <p className={s.muted}>
              <Trans>No services chosen yet. Add the ones you need, or just ask us about any of them.</Trans>
            </p>
          ) : (
            <>
              <ul className={s.chosenList} data-testid="services-chosen">
                {chosen.map((x) => (
                  <li key={x.key}>
                    <span>{x.name}</span> <span className={s.chosenPrice}>{price(x)}</span>
                  </li>
                ))}
              </ul>
              {monthly > 0 && (
                <p className={s.total}>
                  <Trans>Monthly services: {monthlyText} per 30 days</Trans>
                </p>
              )}
            </>
          )}
          <button type="button" className={button.primary} disabled={!hydrated} onClick={() => requestCallback(servicesPrefill(chosen))}>
            <Trans>Request a call</Trans>
          </button>
          {chosen.length > 0 && (
            <button type="button" className={button.outline} onClick={clear}>
              <Trans>Clear the choice</Trans>
            </button>
          )}
        </aside>
      </div>
    </div>
  );
}
