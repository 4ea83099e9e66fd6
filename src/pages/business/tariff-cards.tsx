import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '../../ui/button.css';
import type { TariffCard } from './load';
import { useUnits } from './units';
import * as s from './business.css';
import { ContentPicture } from '../../ui/content-picture';

interface Props {
  tariffs: TariffCard[];
  chosen: string | undefined;
  /** The tariff the size choice suggests, if any. */
  suggested: string | undefined;
  onChoose: (key: string) => void;
}

/** The four business tariffs; the chosen one is framed, the suggested one says so. */
export function TariffCards({ tariffs, chosen, suggested, onChoose }: Props) {
  const { t } = useLingui();
  const units = useUnits();
  return (
    <ul className={s.cards} aria-label={t`Business tariffs`}>
      {tariffs.map((tariff) => {
        const first = tariff.options[0];
        const last = tariff.options[tariff.options.length - 1];
        const isChosen = tariff.key === chosen;
        return (
          <li key={tariff.key} className={isChosen ? `${s.card} ${s.chosen}` : s.card} data-tariff={tariff.key}>
            {tariff.key === suggested && (
              <span className={s.badge}>
                <Trans>Suits your business</Trans>
              </span>
            )}
            <ContentPicture className={s.cardIcon} asset={tariff.icon} alt="" width={56} height={56} />
            <h3 className={s.cardTitle}>{tariff.title}</h3>
            <p className={s.devices}>{tariff.devices}</p>
            {first && last && <p className={s.speed}>{first === last ? units.speed(first.speed) : `${units.speed(first.speed)} – ${units.speed(last.speed)}`}</p>}
            <p className={s.muted}>{tariff.description}</p>
            {first && (
              <p className={s.price}>
                {tariff.options.length > 1 && (
                  <>
                    <Trans>from</Trans>{' '}
                  </>
                )}
                <span className={s.priceAmount}>{units.money(first.price)}</span> <Trans>per 30 days</Trans>
              </p>
            )}
            {/* The name starts with the visible word (label in name), then says which tariff. */}
            <button type="button" className={isChosen ? button.primary : button.outline} aria-pressed={isChosen} aria-label={t`Choose the ${tariff.title} tariff`} onClick={() => onChoose(tariff.key)}>
              <Trans>Choose</Trans>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
