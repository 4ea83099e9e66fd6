/**
 * Keeps what the visitor types in IndexedDB as they type, and gives it back when they come
 * back (the call-back form); cleared once the submission is in the outbox.
 */
import { del, get, set } from 'idb-keyval';
import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReset, UseFormWatch } from 'react-hook-form';

const draftKey = (name: string) => `form-draft:${name}`;
export const clearDraft = (name: string) => del(draftKey(name)).catch(() => undefined);

export function useDraft<V extends FieldValues>(name: string, watch: UseFormWatch<V>, reset: UseFormReset<V>, enabled = true, over?: Partial<V>): void {
  const restored = useRef(false);
  const overRef = useRef(over);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: unknown = null;
    let active = true;
    const save = () => {
      if (pending !== null) void set(draftKey(name), pending).catch(() => undefined);
      pending = null;
    };
    void get<DefaultValues<V>>(draftKey(name))
      .then((draft) => {
        if (active && draft && !restored.current) reset({ ...draft, ...overRef.current } as DefaultValues<V>, { keepDefaultValues: true });
      })
      .catch(() => undefined)
      .finally(() => (restored.current = true));
    // What is typed before the stored draft is read counts too: on a slow device that read can
    // take longer than the first keystrokes.
    const subscription = watch((values) => {
      clearTimeout(timer);
      pending = values;
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
  }, [name, watch, reset, enabled]);
}
