import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import type { Slide } from '../../domain/content/site';
import { SlideView } from './slide-view';
import * as s from './hero-slider.css';

type SwiperSlider = ComponentType<{ slides: Slide[] }>;

/**
 * The home slider. The server renders the first banner; Swiper (about 40 KB) loads after the
 * page is interactive and takes over, so the slider costs nothing before first input.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const locale = useLocale();
  const { t } = useLingui();
  const [Swiper, setSwiper] = useState<SwiperSlider | null>(null);
  useEffect(() => {
    if (slides.length < 2) return;
    let cancelled = false;
    const load = () =>
      void import('./slider-swiper').then((mod) => {
        if (!cancelled) setSwiper(() => mod.SliderSwiper);
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(load);
    return () => {
      cancelled = true;
    };
  }, [slides.length]);

  const first = slides[0];
  if (!first) return null;
  return (
    <section className={s.hero} aria-roledescription="carousel" aria-label={t`Offers`}>
      {Swiper ? <Swiper slides={slides} /> : <SlideView slide={first} locale={locale} first />}
    </section>
  );
}
