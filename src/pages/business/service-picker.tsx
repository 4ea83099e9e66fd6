import { Trans, useLingui } from '@lingui/react/macro';
import type { BusinessServiceKey } from '../../domain/content/business';
import type { ServiceCard } from './load';
import { useUnits } from './units';
import * as s from './business.css';

interface Props {
  services: ServiceCard[];
  chosen: ReadonlySet<BusinessServiceKey>;
  onToggle: (key: BusinessServiceKey) => void;
}

/** The nine extra services, each with its price (or how it is priced) and, for kszi, its certificate. */
export function ServicePicker({ services, chosen, onToggle }: Props) {
  const { t } = useLingui();
  const units = useUnits();
  const per: Record<NonNullable<ServiceCard['unit']>, string> = { once: t`once`, month: t`per 30 days`, hour: t`per hour` };
  const priceOf = (service: ServiceCard) => service.priceNote ?? (service.price ? `${units.money(service.price)} ${service.unit ? per[service.unit] : ''}`.trim() : null);
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>
        <Trans>Extra services</Trans>
      </legend>
      <ul className={s.services}>
        {services.map((service) => {
          const price = priceOf(service);
          return (
            <li key={service.key}>
              <label className={s.service}>
                <input type="checkbox" className={s.checkbox} checked={chosen.has(service.key)} onChange={() => onToggle(service.key)} />
                <span className={s.serviceText}>
                  <span className={s.serviceName}>{service.name}</span>
                  {price && <span className={s.servicePrice}>{price}</span>}
                  <span className={s.serviceNote}>{service.description}</span>
                  {service.certificate && <span className={s.certificate}>{service.certificate}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
