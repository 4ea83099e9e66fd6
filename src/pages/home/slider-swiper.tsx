import { useLingui } from '@lingui/react/macro';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useLocale } from '../../i18n/use-locale';
import type { Slide } from '../../domain/content/site';
import { SlideView } from './slide-view';
import * as s from './hero-slider.css';

/** Swiper-driven slider, loaded lazily by HeroSlider. */
export function SliderSwiper({ slides }: { slides: Slide[] }) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <Swiper
      className={s.swiper}
      modules={[A11y, Autoplay, Keyboard, Pagination]}
      slidesPerView={1}
      loop
      autoplay={{ delay: 6000, pauseOnMouseEnter: true, disableOnInteraction: false }}
      keyboard={{ enabled: true }}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: t`Previous slide`,
        nextSlideMessage: t`Next slide`,
        // Swiper fills in {{index}} itself.
        paginationBulletMessage: `${t`Go to slide`} {{index}}`,
      }}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={slide.id}>
          <SlideView slide={slide} locale={locale} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
