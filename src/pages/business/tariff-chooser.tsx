import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BusinessServiceKey, BusinessSize } from '../../domain/content/business';
import { requestCallback } from '../../shell/callback-request';
import { button } from '../../ui/button.css';
import type { ServiceCard, TariffCard } from './load';
import { businessPrefill } from './request';
import { ServicePicker } from './service-picker';
import { SizeChoice } from './size-choice';
import { SpeedPicker } from './speed-picker';
import { TariffCards } from './tariff-cards';
import { useUnits } from './units';
import * as s from './business.css';

/**
 * Size, tariff, speed and extra services, then "Send a request" opens the call-back form with
 * them. An island woken by the first touch: a click before then is held and given again.
 */
export function TariffChooser({ tariffs, services }: { tariffs: TariffCard[]; services: ServiceCard[] }) {
  const { t } = useLingui();
  const units = useUnits();
  const [size, setSize] = useState<BusinessSize | null>(null);
  const [key, setKey] = useState(tariffs[0]?.key);
  const tariff = tariffs.find((x) => x.key === key);
  const [speed, setSpeed] = useState(tariff?.options[0]?.speed);
  const [chosen, setChosen] = useState<ReadonlySet<BusinessServiceKey>>(new Set());
  const suggested = size ? tariffs.find((x) => x.size === size)?.key : undefined;
  const option = tariff?.options.find((o) => o.speed === speed);
  const chosenServices = services.filter((x) => chosen.has(x.key));

  const choose = (next: string) => {
    setKey(next);
    setSpeed(tariffs.find((x) => x.key === next)?.options[0]?.speed);
  };
  const chooseSize = (next: BusinessSize) => {
    setSize(next);
    const match = tariffs.find((x) => x.size === next);
    if (match) choose(match.key);
  };
  const toggle = (service: BusinessServiceKey) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(service)) next.add(service);
      return next;
    });
  const summary = [
    { term: t`Tariff`, value: tariff?.title ?? '—' },
    { term: t`Speed`, value: option ? units.speed(option.speed) : '—' },
    { term: t`Price per 30 days`, value: option ? units.money(option.price) : '—' },
    { term: t`Extra services`, value: chosenServices.length ? chosenServices.map((x) => x.name).join(', ') : t`none` },
  ];
  const send = () => {
    if (!tariff || !option) return;
    requestCallback(businessPrefill(t`For business: ${tariff.title}`, units.speed(option.speed), chosenServices));
  };

  return (
    <>
      <section className={s.section} aria-labelledby="business-tariffs">
        <h2 id="business-tariffs" className={s.h2}>
          <Trans>Choose a tariff</Trans>
        </h2>
        <SizeChoice value={size} onChange={chooseSize} />
        <TariffCards tariffs={tariffs} chosen={key} suggested={suggested} onChoose={choose} />
      </section>
      <section className={s.section} aria-labelledby="business-order">
        <h2 id="business-order" className={s.h2}>
          <Trans>Your connection</Trans>
        </h2>
        <div className={s.order}>
          <div className={s.choices}>
            {tariff && <SpeedPicker options={tariff.options} value={speed} onChange={setSpeed} />}
            <ServicePicker services={services} chosen={chosen} onToggle={toggle} />
          </div>
          <aside className={s.summary} aria-labelledby="business-summary">
            <h3 id="business-summary" className={s.h2}>
              <Trans>Your request</Trans>
            </h3>
            <dl className={s.summaryList}>
              {summary.map((row) => (
                <div key={row.term}>
                  <dt className={s.term}>{row.term}</dt>
                  <dd className={s.value}>{row.value}</dd>
                </div>
              ))}
            </dl>
            <p className={s.muted}>
              <Trans>Extra services are priced separately. A manager calls you back to agree on the connection date and the contract.</Trans>
            </p>
            <button type="button" className={button.primary} onClick={send} disabled={!option}>
              <Trans>Send a request</Trans>
            </button>
          </aside>
        </div>
      </section>
    </>
  );
}
