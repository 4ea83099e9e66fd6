/** Keeps what is typed, a little after the last key, and at once when the page is left; a reset is not typing. */
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export function useAutosave<V extends FieldValues>({ watch, getValues }: Pick<UseFormReturn<V>, 'watch' | 'getValues'>, save: (values: V) => Promise<void>): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dirty = false;
    const flush = () => {
      clearTimeout(timer);
      if (dirty) void latest.current(getValues());
      dirty = false;
    };
    const subscription = watch((_, { name }) => {
      if (name === undefined) return;
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(flush, 400);
    });
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      flush();
      subscription.unsubscribe();
    };
  }, [watch, getValues]);
}
