/** Swiper on the shop carousel's server-rendered row, loaded by shop-carousel.enhance.ts. */
import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import * as s from './shop.css';

export function startCarousel(el: HTMLElement): void {
  const track = el.querySelector('ul');
  if (!track || el.classList.contains('swiper')) return;
  const labels = JSON.parse(el.dataset.labels ?? '{}') as { prev?: string; next?: string };
  el.classList.add('swiper', s.carouselStarted);
  track.classList.add('swiper-wrapper');
  for (const item of track.children) item.classList.add('swiper-slide');
  const prev = document.createElement('button');
  const next = document.createElement('button');
  prev.type = next.type = 'button';
  prev.className = 'swiper-button-prev';
  next.className = 'swiper-button-next';
  el.append(prev, next);
  new Swiper(el, {
    modules: [A11y, Keyboard, Navigation],
    slidesPerView: 'auto',
    spaceBetween: 16,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: { prevEl: prev, nextEl: next },
    a11y: { prevSlideMessage: labels.prev ?? '', nextSlideMessage: labels.next ?? '' },
  });
}
