/**
 * The shell's behaviours (menu, Reference dropdown, phone rotation and list, language switch,
 * cookie notice, Escape on a dialog the server sent open) in plain DOM code: they work before and without React. Listeners are delegated
 * on document to data attributes of the server's markup, so markup React renders or replaces
 * later works the same; the React components only render it (closed).
 */
import { startCookieNotice } from './cookie-notice';
import { startDrawer } from './drawer';
import { startLanguageSwitch } from './language-switch';
import { startPhoneRotator } from './phone-rotator';
import { startPopups } from './popups';
import { startServerDialogs } from './server-dialogs';

/** Attaches the shell's listeners and starts the phone timer; a second call does nothing. */
export function startShell(): void {
  const html = document.documentElement;
  // On the document rather than in the module, so two copies of this code never both attach.
  if (html.dataset.shell !== undefined) return;
  html.dataset.shell = '';
  startPopups();
  startDrawer();
  startPhoneRotator();
  startLanguageSwitch();
  startCookieNotice();
  startServerDialogs();
}
