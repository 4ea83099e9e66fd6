/** A service card's "Add to request" switch: an island of /additional (the card around it is the server's). */
import { Trans, useLingui } from '@lingui/react/macro';
import { button } from '../../ui/button.css';
import { notify } from '../../ui/notify';
import { useHydrated } from '../../ui/use-hydrated';
import { useSelection } from './selection';
import * as s from './services.css';

export default function ServiceToggle({ serviceKey, name }: { serviceKey: string; name: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const { keys, toggle } = useSelection();
  const on = keys.includes(serviceKey);
  const onToggle = () => {
    if (toggle(serviceKey)) notify(t`Added to your request: ${name}`, 'success');
    else notify(t`Removed from your request: ${name}`);
  };
  return (
    <button
      type="button"
      className={`${on ? button.primary : button.outline} ${s.toggle}`}
      aria-pressed={on}
      disabled={!hydrated}
      onClick={onToggle}
      aria-label={on ? t`Remove from request: ${name}` : t`Add to request: ${name}`}
    >
      {on ? <Trans>In your request</Trans> : <Trans>Add to request</Trans>}
    </button>
  );
}
