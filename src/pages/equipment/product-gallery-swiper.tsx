import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Swiper as SwiperCore } from 'swiper';
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import type { GalleryImage } from './product-gallery';
import * as s from './shop.css';

/** The gallery as a Swiper slider with thumbnails, loaded by ProductGallery once the page runs scripts. */
export function GallerySwiper({ images, start }: { images: GalleryImage[]; start: number }) {
  const { t } = useLingui();
  const [thumbs, setThumbs] = useState<SwiperCore | null>(null);
  return (
    <div className={s.gallery}>
      <Swiper
        className={s.galleryMain}
        modules={[A11y, Keyboard, Navigation, Thumbs]}
        initialSlide={start}
        navigation
        keyboard={{ enabled: true }}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        a11y={{ prevSlideMessage: t`Previous picture`, nextSlideMessage: t`Next picture` }}
      >
        {images.map((image) => (
          <SwiperSlide key={image.url}>
            <img className={s.galleryImage} src={image.url} alt={image.alt} width={600} height={600} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper className={s.thumbsSwiper} modules={[Thumbs]} onSwiper={setThumbs} slidesPerView="auto" spaceBetween={8} watchSlidesProgress>
        {images.map((image) => (
          <SwiperSlide key={image.url} className={s.thumbSlide}>
            <img className={s.thumbImage} src={image.url} alt="" width={64} height={64} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
