import { Trans } from '@lingui/react/macro';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { Testimonial } from './load';
import { Quote } from './quote';
import * as s from './business.css';

type Slider = ComponentType<{ items: Testimonial[] }>;

/**
 * Customers' words. The server renders them as a grid; Swiper loads only when the section comes
 * near the screen and takes over, so it costs the page nothing before.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const ref = useRef<HTMLElement>(null);
  const [Swiper, setSwiper] = useState<Slider | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || items.length < 2) return;
    let cancelled = false;
    const load = () =>
      void import('./testimonials-swiper').then((mod) => {
        if (!cancelled) setSwiper(() => mod.TestimonialsSwiper);
      });
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        load();
      },
      { rootMargin: '400px' },
    );
    seen.observe(node);
    return () => {
      cancelled = true;
      seen.disconnect();
    };
  }, [items.length]);

  if (items.length === 0) return null;
  return (
    <section ref={ref} className={s.section} aria-labelledby="business-testimonials">
      <h2 id="business-testimonials" className={s.h2}>
        <Trans>What our customers say</Trans>
      </h2>
      {Swiper ? (
        <Swiper items={items} />
      ) : (
        <ul className={s.quotes}>
          {items.map((item) => (
            <li key={item.id}>
              <Quote item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
