/**
 * The home slider's autoplay: the next banner every `delay` ms, held while the pointer or focus
 * is on the slider or the tab is hidden, and off for a visitor who asks for less motion. Swiper's own autoplay runs a requestAnimationFrame loop
 * for as long as it plays (to report the time left), which keeps a phone's main thread busy.
 */
import type Swiper from 'swiper';

export function autoplay(swiper: Swiper, delay: number): () => void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const el = swiper.el;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  const hold = (value: boolean) => {
    held = value;
    schedule();
  };
  function schedule() {
    clearTimeout(timer);
    if (held || document.hidden || swiper.destroyed) return;
    // A looped Swiper refuses to move while it is still moving: try again once it stops.
    timer = setTimeout(() => swiper.slideNext() || swiper.once('transitionEnd', schedule), delay);
  }
  const over = () => hold(true);
  const out = () => hold(el.matches(':focus-within'));
  const focusOut = (e: FocusEvent) => hold(el.contains(e.relatedTarget as Node | null) || el.matches(':hover'));
  const listening = new AbortController();
  const { signal } = listening;
  el.addEventListener('pointerenter', over, { signal });
  el.addEventListener('pointerleave', out, { signal });
  el.addEventListener('focusin', over, { signal });
  el.addEventListener('focusout', focusOut, { signal });
  document.addEventListener('visibilitychange', schedule, { signal });
  // A banner reached any way (a dot, a key, a swipe) gets its full time.
  swiper.on('slideChange', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    listening.abort();
    swiper.off('slideChange', schedule);
  };
}
