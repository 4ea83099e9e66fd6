import { useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useRef } from 'react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useLocale } from '../../i18n/use-locale';
import { IslandsMode } from '../../ui/island';
import type { Slide } from '../../domain/content/site';
import { SlideView } from './slide-view';
import type { SliderLabels } from './slider-swiper';
import * as s from './hero-slider.css';

/**
 * The home slider. The server renders every banner in Swiper's markup, the first in view; Swiper
 * loads when the browser is idle and takes over that markup in place, so React renders the
 * slides once and the slider costs nothing before first input (docs/performance.md).
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const locale = useLocale();
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const labels = JSON.stringify({ prev: t`Previous slide`, next: t`Next slide`, goTo: t`Go to slide` });
  // On an islands-mode page a plain script starts it (hero-slider.enhance.ts): no React needed.
  const islands = useContext(IslandsMode);
  // A different set of slides is a new slider: React never adds or moves slides under Swiper.
  const set = slides.map((slide) => slide.id).join(' ');

  useEffect(() => {
    const el = root.current;
    if (!el || slides.length < 2) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('./slider-swiper').then((mod) => {
        if (!cancelled) stop = mod.startSlider(el, JSON.parse(el.dataset.labels as string) as SliderLabels);
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(start);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [set, slides.length]);

  if (!slides[0]) return null;
  return (
    <section className={s.hero} aria-roledescription="carousel" aria-label={t`Offers`}>
      <div key={set} ref={root} className={`swiper ${s.swiper}`} data-labels={labels} data-enhance={islands && slides.length > 1 ? 'pages/home/hero-slider.enhance' : undefined}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            // Out of the tab order and the accessibility tree until Swiper can bring them into view.
            <div key={slide.id} className="swiper-slide" inert={i > 0}>
              <SlideView slide={slide} locale={locale} first={i === 0} />
            </div>
          ))}
        </div>
        {slides.length > 1 && <div className="swiper-pagination" />}
      </div>
    </section>
  );
}
