import { Trans, useLingui } from '@lingui/react/macro';
import { iosStepsAtom } from '../../../offline/install-prompt';
import { appStore } from '../../../state/app-store';
import { useAppAtom } from '../../../state/use-app-atom';
import { PlusSquareIcon } from '../../../ui/icons/plus-square';
import { ShareIosIcon } from '../../../ui/icons/share-ios';
import { Modal } from '../../../ui/modal';
import * as s from './ios-install-steps.css';

/** iOS has no install prompt: the written steps for "Add to Home Screen". */
export function IosInstallSteps() {
  const open = useAppAtom(iosStepsAtom, false);
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={() => appStore.set(iosStepsAtom, false)} title={t`Install the app on iPhone or iPad`} closeLabel={t`Close`}>
      <ol className={s.steps}>
        <li>
          <Trans>Open this site in Safari.</Trans>
        </li>
        <li>
          <Trans>
            Tap the Share button <ShareIosIcon className={s.icon} /> at the bottom (on iPad, at the top) of the screen.
          </Trans>
        </li>
        <li>
          <Trans>
            Scroll down and tap “Add to Home Screen” <PlusSquareIcon className={s.icon} />.
          </Trans>
        </li>
        <li>
          <Trans>Tap “Add”. The ZoriaNet icon appears on your home screen and opens like an app, even offline.</Trans>
        </li>
      </ol>
    </Modal>
  );
}
