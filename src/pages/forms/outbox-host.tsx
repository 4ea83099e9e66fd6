/**
 * The page-wide side of the outbox (mounted after hydration): sends what waits at start, on
 * `online` and whenever the page is shown again (browsers without background sync rely on
 * this), retries at each item's time, lists queued and refused items, confirms items sent
 * while the visitor was elsewhere, and hosts the call-back modal the page's buttons and links
 * open (/call renders its own: src/pages/home/call-page.tsx).
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import { type CallbackPrefill, onOpenCallback } from '../../shell/callback-request';
import { lazyForm } from './lazy-form';
import { OutboxPanel } from './outbox-panel-loader';
import { listItems, onOutboxMessage } from '../../outbox/outbox-db';
import { inForeground } from '../../outbox/foreground';
import type { OutboxItem } from '../../outbox/types';

const CallbackModal = lazyForm(() => import('./callback/callback-modal'));

const flush = (force: boolean) =>
  import('../../outbox/flush-later').then((m) => m.flushOutbox({ force })).catch(() => ({ sent: 0, remaining: 0 }));

export default function OutboxHost() {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [callback, setCallback] = useState<CallbackPrefill | null>(null);
  const refresh = useCallback(() => {
    void listItems()
      .then((all) => setItems(all.filter((i) => !inForeground.has(i.id))))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    refresh();
    const stop = onOutboxMessage(refresh);
    const tryAll = () => {
      if (navigator.onLine) void flush(true);
    };
    const onShow = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void flush(false);
    };
    void listItems()
      .then((all) => all.some((i) => i.state === 'queued' || i.state === 'sending') && tryAll())
      .catch(() => undefined);
    window.addEventListener('online', tryAll);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      stop();
      window.removeEventListener('online', tryAll);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [refresh]);

  // The next retry of whatever waits (a 5xx, a 429's Retry-After).
  useEffect(() => {
    const waiting = items.filter((i) => i.state === 'queued').map((i) => i.nextAttemptAt);
    if (waiting.length === 0) return;
    const delay = Math.max(1000, Math.min(...waiting) - Date.now());
    const timer = setTimeout(() => navigator.onLine && void flush(false), delay);
    return () => clearTimeout(timer);
  }, [items]);

  useEffect(() => onOpenCallback((prefill) => setCallback(prefill)), []);

  return (
    <Suspense fallback={null}>
      {items.length > 0 && <OutboxPanel items={items} />}
      {callback && <CallbackModal open prefill={callback} onClose={() => setCallback(null)} />}
    </Suspense>
  );
}
