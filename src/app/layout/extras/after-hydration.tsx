/**
 * Layout parts that exist only in the browser (they depend on storage, the user agent or the
 * service worker). One chunk, loaded after the page is interactive.
 */
import { useEffect } from 'react';
import OutboxHost from '../../../pages/forms/outbox-host';
import { Toaster } from '../../../ui/toaster';
import { AppBanner } from './app-banner';
import { ChatLauncher } from './chat-launcher';
import { CookieNotice } from './cookie-notice';
import { IosInstallSteps } from './ios-install-steps';
import { ScrollTop } from './scroll-top';
import { UpdatePrompt } from './update-prompt';

export function TopExtras() {
  return <AppBanner />;
}

export default function AfterHydration() {
  // A sign (for the end-to-end tests) that these parts are on the page.
  useEffect(() => {
    document.documentElement.dataset.extras = '';
  }, []);
  return (
    <>
      <OutboxHost />
      <ScrollTop />
      <ChatLauncher />
      <CookieNotice />
      <Toaster />
      <UpdatePrompt />
      <IosInstallSteps />
    </>
  );
}
