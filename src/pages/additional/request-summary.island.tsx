/** The request beside the services (below them on phones): what is chosen, its monthly sum, the call-back button. */
import { Trans } from '@lingui/react/macro';
import { requestCallback } from '../../shell/callback-request';
import { button } from '../../ui/button.css';
import { useHydrated } from '../../ui/use-hydrated';
import type { ServiceCard } from './load';
import { usePrice } from './price';
import { servicesPrefill } from './request';
import { useSelection } from './selection';
import * as s from './services.css';

export default function RequestSummary({ services }: { services: ServiceCard[] }) {
  const { price, money } = usePrice();
  const hydrated = useHydrated();
  const { keys, clear } = useSelection();
  const chosen = services.filter((x) => keys.includes(x.key));
  const monthly = chosen.filter((x) => x.unit === 'month').reduce((sum, x) => sum + x.price, 0);
  const monthlyText = money(monthly);
  return (
    <>
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
    </>
  );
}
