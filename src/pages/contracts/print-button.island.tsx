/** The document's Print button: an island woken by the first touch (the click is given again once it is). */
import { Trans } from '@lingui/react/macro';
import { button } from '../../ui/button.css';

export default function PrintButton() {
  return (
    <button type="button" className={button.outline} onClick={() => window.print()}>
      <Trans>Print</Trans>
    </button>
  );
}
