/** Phones list the request under every service: this bar keeps "Request a call" at hand once something is chosen. */
import { Plural, Trans } from '@lingui/react/macro';
import { requestCallback } from '../../shell/callback-request';
import { button } from '../../ui/button.css';
import type { ServiceCard } from './load';
import { servicesPrefill } from './request';
import { useSelection } from './selection';
import * as s from './services.css';

export default function RequestBar({ services }: { services: ServiceCard[] }) {
  const { keys } = useSelection();
  const chosen = services.filter((x) => keys.includes(x.key));
  const chosenCount = chosen.length;
  if (chosenCount === 0) return null;
  return (
    <div className={s.bar}>
      <span className={s.barCount}>
        <Plural value={chosenCount} one="# service chosen" other="# services chosen" />
      </span>
      <button type="button" className={button.primary} onClick={() => requestCallback(servicesPrefill(chosen))}>
        <Trans>Request a call</Trans>
      </button>
    </div>
  );
}
