import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import {
  getInstallPrompt,
  iosSteps,
  isIos,
  isStandalone,
  promptInstall,
  subscribeInstallPrompt,
} from '../../offline/install-prompt';
import { DownloadIcon } from '../../ui/icons/download';

const noop = () => () => {};

/** "Install the app": shown where the browser offers installation, or on iOS Safari with written steps. */
export function InstallButton({ className }: { className?: string }) {
  const offer = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, () => null);
  const ios = useSyncExternalStore(
    noop,
    () => isIos(navigator.userAgent) && !isStandalone(),
    () => false,
  );
  if (!offer && !ios) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (offer) void promptInstall();
        else iosSteps.set(true);
      }}
    >
      <DownloadIcon />
      <Trans>Install the app</Trans>
    </button>
  );
}
