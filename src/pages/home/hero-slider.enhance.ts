/**
 * The home slider's start. Swiper is the heaviest script the home page has, so it loads when the
 * slider is first needed: touched, hovered or focused, or once the first banner has had its time
 * (then it moves on at once, as autoplay would have). Runs without React: on an islands-mode page
 * the entry calls it on the server's markup, elsewhere HeroSlider does. Returns its stop.
 */
import type { SliderLabels } from './slider-swiper';

/** As long as autoplay shows a banner (slider-swiper.ts). */
const firstBannerMs = 6000;

export default function enhance(el: HTMLElement): () => void {
  const labels = JSON.parse(el.dataset.labels as string) as SliderLabels;
  const waiting = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop: (() => void) | undefined;
  let stopped = false;
  let move: 'next' | number | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    void import('./slider-swiper').then((mod) => {
      waiting.abort();
      if (!stopped) stop = mod.startSlider(el, labels, move);
    });
  };
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) {
    el.addEventListener(type, start, { passive: true, signal: waiting.signal });
  }
  // A dot the server drew, pressed before Swiper came (a hover may have sent for it already):
  // its banner once Swiper is here.
  el.addEventListener(
    'pointerdown',
    (event) => {
      const dot = (event.target as Element).closest('.swiper-pagination-bullet');
      if (dot) move = [...(dot.parentElement?.children ?? [])].indexOf(dot);
      start();
    },
    { signal: waiting.signal },
  );
  // A hidden tab waits. A visitor who asks for less motion gets no autoplay: the slider starts
  // now, so its dots say there is more to see.
  const wait = () => {
    clearTimeout(timer);
    if (!document.hidden)
      timer = setTimeout(() => {
        move = 'next';
        start();
      }, firstBannerMs);
  };
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) start();
  else {
    wait();
    document.addEventListener('visibilitychange', wait, { signal: waiting.signal });
  }
  return () => {
    stopped = true;
    waiting.abort();
    clearTimeout(timer);
    stop?.();
  };
}
