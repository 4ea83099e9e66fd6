import { useLingui } from '@lingui/react/macro';
import { useContext, useRef } from 'react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useLocale } from '../../i18n/use-locale';
import { IslandsMode } from '../../ui/island';
import { useEnhancer } from '../../ui/use-enhancer';
import type { Slide } from '../../domain/content/site';
import { SlideView } from './slide-view';
import * as s from './hero-slider.css';

/**
 * The home slider. The server renders every banner in Swiper's markup, the first in view; Swiper
 * loads when the slider is first needed (hero-slider.enhance.ts) and takes over that markup in
 * place, so React renders the slides once and the slider costs nothing before then.
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

  useEnhancer(root, () => import('./hero-slider.enhance'), set, slides.length > 1);

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
        {slides.length > 1 && (
          // Dots drawn as Swiper draws them, so they show before it comes; it redraws them.
          <div className="swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal">
            {slides.map((slide, i) => (
              <span key={slide.id} aria-hidden="true" className={i === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
