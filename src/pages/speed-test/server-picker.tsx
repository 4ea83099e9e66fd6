/** Which measurement server to use: the nearest (chosen by the test) or one the visitor names. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { SpeedTestServer } from '../../domain/speedtest/protocol';
import * as s from './speed-test.css';

/** The picker's value for "let the test choose". */
export const nearest = '';

export function ServerPicker({ servers, value, onChange, disabled }: { servers: readonly SpeedTestServer[]; value: string; onChange: (url: string) => void; disabled: boolean }) {
  const { t } = useLingui();
  // One server leaves nothing to choose.
  if (servers.length < 2) return null;
  return (
    <label className={s.planLabel}>
      <Trans>Server</Trans>{' '}
      <select className={s.planSelect} name="server" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value={nearest}>{t`The nearest (chosen by the test)`}</option>
        {servers.map((server) => (
          <option key={server.url} value={server.url}>
            {server.name}
          </option>
        ))}
      </select>
    </label>
  );
}
