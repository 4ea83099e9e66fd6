import { useLingui } from '@lingui/react/macro';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Testimonial } from './load';
import { Quote } from './quote';
import * as s from './business.css';

/** The testimonials as a Swiper slider, loaded by Testimonials when it comes near the screen. */
export function TestimonialsSwiper({ items }: { items: Testimonial[] }) {
  const { t } = useLingui();
  return (
    <Swiper
      className={s.swiper}
      modules={[A11y, Keyboard, Pagination]}
      slidesPerView={1}
      spaceBetween={16}
      breakpoints={{ 768: { slidesPerView: 2 }, 1280: { slidesPerView: 3 } }}
      keyboard={{ enabled: true }}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: t`Previous testimonial`,
        nextSlideMessage: t`Next testimonial`,
        // Swiper fills in {{index}} itself.
        paginationBulletMessage: `${t`Go to testimonial`} {{index}}`,
      }}
    >
      {items.map((item) => (
        <SwiperSlide key={item.id}>
          <Quote item={item} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
