/** While the server cannot be reached: the text is here, the PDF is not. Woken only when offline. */
import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../offline/use-online';
import * as s from './contracts.css';

export default function OfflinePdfNote() {
  return (
    !useOnline() && (
      <p className={s.meta} role="status">
        <Trans>Offline: the text is saved on this device, but downloading the PDF needs the network.</Trans>
      </p>
    )
  );
}
