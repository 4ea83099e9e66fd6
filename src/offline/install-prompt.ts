/**
 * The browser's install offer (beforeinstallprompt) as a jotai atom, and the iOS case where
 * installing is a manual "Share -> Add to Home Screen".
 */
import { appStore, atom } from '../state/app-store';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The offer the browser made, until it is used or the app is installed. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);
/** Whether the iOS "Add to Home Screen" steps are shown (the buttons open them, the dialog closes them). */
export const iosStepsAtom = atom(false);

/** Called once at start, before React: the event may fire before any component mounts. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}

export async function promptInstall(): Promise<boolean> {
  const event = appStore.get(installPromptAtom);
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  appStore.set(installPromptAtom, null);
  return outcome === 'accepted';
}

export function isIos(userAgent: string): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent));
}

export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
