import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { installPromptAtom, iosStepsAtom, isIos, isStandalone, promptInstall } from '../../offline/install-prompt';
import { appStore } from '../../state/app-store';
import { useAppAtom } from '../../state/use-app-atom';
import { DownloadIcon } from '../../ui/icons/download';

const noop = () => () => {};

/** "Install the app": shown where the browser offers installation, or on iOS Safari with written steps. */
export function InstallButton({ className }: { className?: string }) {
  const offer = useAppAtom(installPromptAtom, null);
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
        else appStore.set(iosStepsAtom, true);
      }}
    >
      <DownloadIcon />
      <Trans>Install the app</Trans>
    </button>
  );
}
