/**
 * Keeps what the visitor types in IndexedDB as they type, and gives it back when they come
 * back (a closed tab, a reload, a modal opened again); cleared once the submission is in the outbox.
 */
import { del, get, set } from 'idb-keyval';
import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

const draftKey = (name: string) => `form-draft:${name}`;
export const clearDraft = (name: string) => del(draftKey(name)).catch(() => undefined);

/**
 * What the form holds once the kept draft is read: the draft, `over` laid on it, and on top
 * whatever the visitor has typed since the form opened (a field that differs from `start`, the
 * values it opened with): a slow read never takes typing back.
 */
export function withDraft<V extends FieldValues>(draft: Partial<V>, over: Partial<V> | undefined, now: V, start: V): V {
  const merged = { ...start, ...draft, ...over } as V;
  for (const key of Object.keys(now) as (keyof V)[]) {
    if (JSON.stringify(now[key]) !== JSON.stringify(start[key])) merged[key] = now[key];
  }
  return merged;
}

/** `start`: the values the form opened with (its defaults with `over`); `keep`: what of the values a draft holds. */
export function useDraft<V extends FieldValues>(name: string, form: UseFormReturn<V>, start: V, enabled = true, over?: Partial<V>, keep: (values: V) => V = (v) => v): void {
  const { watch, reset, getValues } = form;
  const restored = useRef(false);
  const overRef = useRef(over);
  const startRef = useRef(start);
  const keepRef = useRef(keep);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: unknown = null;
    let active = true;
    const save = () => {
      if (pending !== null) void set(draftKey(name), pending).catch(() => undefined);
      pending = null;
    };
    void get<Partial<V>>(draftKey(name))
      .then((draft) => {
        if (active && draft && !restored.current) reset(withDraft(draft, overRef.current, getValues(), startRef.current) as DefaultValues<V>, { keepDefaultValues: true });
      })
      .catch(() => undefined)
      .finally(() => (restored.current = true));
    // What is typed before the stored draft is read counts too: on a slow device that read can
    // take longer than the first keystrokes.
    const subscription = watch((values) => {
      clearTimeout(timer);
      pending = keepRef.current(values as V);
      timer = setTimeout(save, 300);
    });
    // Leaving the page (a typed address, a closed tab) right after typing keeps it too.
    addEventListener('pagehide', save);
    return () => {
      active = false;
      removeEventListener('pagehide', save);
      clearTimeout(timer);
      // Closing the form right after typing still keeps the last keystrokes.
      save();
      subscription.unsubscribe();
    };
  }, [name, watch, reset, getValues, enabled]);
}
