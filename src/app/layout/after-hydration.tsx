/**
 * Layout parts that exist only in the browser (they depend on storage, the user agent or the
 * service worker). One chunk, loaded after the page is interactive.
 */
import { Toaster } from '../../ui/toaster';
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
  return (
    <>
      <ScrollTop />
      <ChatLauncher />
      <CookieNotice />
      <Toaster />
      <UpdatePrompt />
      <IosInstallSteps />
    </>
  );
}
