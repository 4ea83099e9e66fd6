/** Swiper on the home slider's server-rendered markup, loaded lazily by HeroSlider. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Swiper from 'swiper';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { autoplay } from './slider-autoplay';

/** Starts the slider on `el` (a `.swiper` with its slides), labelled in `i18n`'s language; returns its stop. */
export function startSlider(el: HTMLElement, i18n: I18n): () => void {
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
      prevSlideMessage: i18n._(msg`Previous slide`),
      nextSlideMessage: i18n._(msg`Next slide`),
      // Swiper fills in {{index}} itself.
      paginationBulletMessage: `${i18n._(msg`Go to slide`)} {{index}}`,
    },
  });
  const stop = autoplay(swiper, 6000);
  return () => {
    stop();
    swiper.destroy(true, false);
  };
}
