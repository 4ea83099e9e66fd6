/**
 * Keeps what the visitor types in IndexedDB as they type, and gives it back when they come
 * back (the call-back form); cleared once the submission is in the outbox. Values the page
 * brought (`prefill`) win over the draft's.
 */
import { del, get, set } from 'idb-keyval';
import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReset, UseFormWatch } from 'react-hook-form';

const draftKey = (name: string) => `form-draft:${name}`;
export const clearDraft = (name: string) => del(draftKey(name)).catch(() => undefined);

export function useDraft<V extends FieldValues>(name: string, watch: UseFormWatch<V>, reset: UseFormReset<V>, enabled = true, prefill?: Partial<V>): void {
  const restored = useRef(false);
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
        if (active && draft && !restored.current) reset({ ...draft, ...prefill } as DefaultValues<V>, { keepDefaultValues: true });
      })
      .catch(() => undefined)
      .finally(() => (restored.current = true));
    const subscription = watch((values) => {
      if (!restored.current) return;
      clearTimeout(timer);
      pending = values;
      timer = setTimeout(save, 300);
    });
    return () => {
      active = false;
      clearTimeout(timer);
      // Closing the form right after typing still keeps the last keystrokes.
      save();
      subscription.unsubscribe();
    };
  }, [name, watch, reset, enabled, prefill]);
}
