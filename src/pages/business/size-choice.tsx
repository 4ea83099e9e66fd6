import { Trans, useLingui } from '@lingui/react/macro';
import type { BusinessSize } from '../../domain/content/business';
import * as s from './business.css';

/** "How big is your business?": the answer suggests a tariff. */
export function SizeChoice({ value, onChange }: { value: BusinessSize | null; onChange: (size: BusinessSize) => void }) {
  const { t } = useLingui();
  const sizes: { size: BusinessSize; name: string; note: string }[] = [
    { size: 'small', name: t`Small`, note: t`1–3 devices` },
    { size: 'medium', name: t`Medium`, note: t`4–6 devices` },
    { size: 'large', name: t`Large`, note: t`more than 6 devices` },
    { size: 'individual', name: t`Individual`, note: t`a dedicated channel for your project` },
  ];
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>
        <Trans>How big is your business?</Trans>
      </legend>
      <p className={s.muted}>
        <Trans>Count the computers, cash registers, cameras and phones that use the internet: we will suggest a tariff.</Trans>
      </p>
      <div className={s.sizes}>
        {sizes.map((o) => (
          <label key={o.size} className={s.tile}>
            <span className={s.tileHead}>
              <input type="radio" className={s.radio} name="business-size" value={o.size} checked={value === o.size} onChange={() => onChange(o.size)} />
              {o.name}
            </span>
            <span className={s.tileNote}>{o.note}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
