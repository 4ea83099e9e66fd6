import { type RefObject, useEffect } from 'react';

type Enhancer = (el: HTMLElement) => (() => void) | void;

/**
 * Where the whole app renders a part that an enhancer takes over on an islands page (the home
 * slider, /saved's report), the app starts the same enhancer from an effect, and stops it when
 * the part goes. `key` restarts it: a new set of slides is a new slider.
 */
export function useEnhancer(ref: RefObject<HTMLElement | null>, load: () => Promise<{ default: Enhancer }>, key: string, enabled = true): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let stop: (() => void) | void;
    let cancelled = false;
    void load().then((mod) => {
      if (!cancelled) stop = mod.default(el);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // `load` is a module's importer: the same module whatever the render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, key, enabled]);
}
