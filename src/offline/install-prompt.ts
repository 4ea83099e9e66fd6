/**
 * The browser's install offer (beforeinstallprompt) as a jotai atom, and the iOS case where
 * installing is a manual "Share -> Add to Home Screen".
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Called once at start, before React: the event may fire before any component mounts. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    listeners.forEach((l) => l());
  });
  window.addEventListener('appinstalled', () => {
    captured = null;
    listeners.forEach((l) => l());
  });
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return captured;
}

export async function promptInstall(): Promise<boolean> {
  const event = captured;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  captured = null;
  listeners.forEach((l) => l());
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

let iosStepsOpen = false;
const iosListeners = new Set<() => void>();

/** Whether the iOS "Add to Home Screen" steps are shown (a tiny store shared by the buttons and the dialog). */
export const iosSteps = {
  get: () => iosStepsOpen,
  set(open: boolean) {
    iosStepsOpen = open;
    iosListeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    iosListeners.add(listener);
    return () => iosListeners.delete(listener);
  },
};
