/** The home slider on an islands-mode page: Swiper takes over the server's markup, no React. */
import { type SliderLabels, startSlider } from './slider-swiper';

export default function enhance(el: HTMLElement): void {
  startSlider(el, JSON.parse(el.dataset.labels as string) as SliderLabels);
}
