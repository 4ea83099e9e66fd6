/**
 * The home page's shop carousel: Swiper loads when the visitor first reaches for the row
 * (pointer, focus, touch) and gives it arrows and keys; until then it scrolls sideways by itself.
 */
export default function enhance(el: HTMLElement): void {
  const waiting = new AbortController();
  const start = () => {
    waiting.abort();
    void import('./shop-carousel-swiper').then((mod) => mod.startCarousel(el)).catch(() => undefined);
  };
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) el.addEventListener(type, start, { passive: true, signal: waiting.signal });
}
