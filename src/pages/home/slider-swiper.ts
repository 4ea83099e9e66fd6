/** Swiper on the home slider's server-rendered markup, loaded lazily by HeroSlider. */
import Swiper from 'swiper';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { autoplay } from './slider-autoplay';

/** The slider's controls' names in the page's language (HeroSlider writes them into the markup). */
export interface SliderLabels {
  prev: string;
  next: string;
  goTo: string;
}

/**
 * Starts the slider on `el` (a `.swiper` with its slides), its controls named by `labels`, and
 * moves at once to the next banner or to the one of that index, if asked; returns its stop.
 */
export function startSlider(el: HTMLElement, labels: SliderLabels, move?: 'next' | number): () => void {
  for (const slide of el.querySelectorAll('.swiper-slide')) slide.removeAttribute('inert');
  const swiper = new Swiper(el, {
    modules: [A11y, Keyboard, Pagination],
    slidesPerView: 1,
    loop: true,
    keyboard: { enabled: true },
    pagination: { el: el.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
    // The next banner's picture loads once the slider runs, not with the page.
    lazyPreloadPrevNext: 1,
    a11y: {
      prevSlideMessage: labels.prev,
      nextSlideMessage: labels.next,
      // Swiper fills in {{index}} itself.
      paginationBulletMessage: `${labels.goTo} {{index}}`,
    },
  });
  const stop = autoplay(swiper, 6000);
  if (move === 'next') swiper.slideNext();
  else if (move !== undefined) swiper.slideToLoop(move);
  return () => {
    stop();
    swiper.destroy(true, false);
  };
}
