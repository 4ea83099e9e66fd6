import { Trans } from '@lingui/react/macro';
import type { SpeedOption } from './load';
import { useUnits } from './units';
import * as s from './business.css';

/** The chosen tariff's speeds, each with its price per 30 days. */
export function SpeedPicker({ options, value, onChange }: { options: SpeedOption[]; value: number | undefined; onChange: (speed: number) => void }) {
  const units = useUnits();
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>
        <Trans>Speed</Trans>
      </legend>
      <div className={s.speeds}>
        {options.map((o) => (
          <label key={o.speed} className={s.speedChip}>
            <input type="radio" className={s.radio} name="business-speed" value={o.speed} checked={value === o.speed} onChange={() => onChange(o.speed)} />
            {units.speed(o.speed)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
