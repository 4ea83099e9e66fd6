import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import * as s from './shop.css';

export interface GalleryImage {
  url: string;
  alt: string;
}
export type GallerySlider = ComponentType<{ images: GalleryImage[]; start: number }>;

/**
 * The product's pictures: the first large, the others as thumbnails that show it large. Once
 * the page runs scripts and there is more than one, Swiper (loaded then) makes them a slider
 * with swipe, keys and thumbnails.
 */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [Slider, setSlider] = useState<GallerySlider | null>(null);
  useEffect(() => {
    if (!hydrated || images.length < 2) return;
    let cancelled = false;
    void import('./product-gallery-swiper')
      .then((mod) => !cancelled && setSlider(() => mod.GallerySwiper))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [hydrated, images.length]);
  if (Slider) return <Slider images={images} start={current} />;
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <div className={s.gallery}>
      <div className={s.galleryMain}>
        <img className={s.galleryImage} src={shown.url} alt={shown.alt} width={600} height={600} fetchPriority="high" />
      </div>
      {images.length > 1 && (
        <ul className={s.thumbs} aria-label={t`Pictures`}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button type="button" className={s.thumb} aria-current={i === current} aria-label={image.alt} onClick={() => setCurrent(i)}>
                <img className={s.thumbImage} src={image.url} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
