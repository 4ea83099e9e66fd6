/**
 * A toast for an action that completes without a page change (a service chosen, a form queued).
 * react-hot-toast loads on the first call, never with the first page; the layout's <Toaster>
 * (loaded after hydration) draws what this queues, even a toast queued before it mounted.
 */
export type NotifyKind = 'success' | 'error' | 'info';

export function notify(message: string, kind: NotifyKind = 'info'): void {
  void import('react-hot-toast/headless')
    .then(({ toast }) => (kind === 'info' ? toast(message) : toast[kind](message)))
    .catch(() => undefined);
}
